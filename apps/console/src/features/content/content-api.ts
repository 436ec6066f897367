import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BannerGroup,
  CreateAnnouncement,
  CreateBanner,
  UpdateAnnouncement,
  UpdateAppLinks,
  UpdateBanner,
  UpdateHelpArticle,
  NewMirror,
  NewServiceChannel,
  UpdateMirror,
  UpdateServiceChannel,
} from '@fortuna/contracts';
import { call, upload } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

const KEY = ['console', 'content'] as const;

/** After a change: the changed list and the audit log (which gained an entry) are read again. */
function useRefresh(part: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...KEY, part] });
    void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
}

export function useBanners(groupName: BannerGroup) {
  return useQuery({
    queryKey: [...KEY, 'banners', groupName],
    queryFn: ({ signal }) => call(consoleRoutes.consoleBanners, { query: { groupName } }, signal),
  });
}

export function useSaveBanner() {
  const onSettled = useRefresh('banners');
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateBanner | UpdateBanner }) =>
      id === null
        ? call(consoleRoutes.createBanner, { body: body as CreateBanner })
        : call(consoleRoutes.updateBanner, { params: { id }, body: body as UpdateBanner }),
    onSettled,
  });
}

export function useUploadBannerImage() {
  const onSettled = useRefresh('banners');
  return useMutation({
    mutationFn: ({ id, image }: { id: number; image: Blob }) => upload(consoleRoutes.uploadBannerImage, { id }, image),
    onSettled,
  });
}

/** Disable (the schedule ends now), enable (endsAt null), remove: each with an optional reason. */
export function useBannerAction() {
  const onSettled = useRefresh('banners');
  return useMutation({
    mutationFn: async ({
      id,
      action,
      reason,
    }: {
      id: number;
      action: 'disable' | 'enable' | 'remove';
      reason?: string;
    }): Promise<unknown> => {
      const body = reason ? { reason } : {};
      if (action === 'enable')
        return call(consoleRoutes.updateBanner, { params: { id }, body: { endsAt: null, ...body } });
      if (action === 'disable') return call(consoleRoutes.disableBanner, { params: { id }, body });
      return call(consoleRoutes.removeBanner, { params: { id }, body });
    },
    onSettled,
  });
}

export function useAnnouncements() {
  return useQuery({
    queryKey: [...KEY, 'announcements'],
    queryFn: ({ signal }) => call(consoleRoutes.consoleAnnouncements, { query: {} }, signal),
  });
}

export function useSaveAnnouncement() {
  const onSettled = useRefresh('announcements');
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateAnnouncement | UpdateAnnouncement }) =>
      id === null
        ? call(consoleRoutes.createAnnouncement, { body: body as CreateAnnouncement })
        : call(consoleRoutes.updateAnnouncement, { params: { id }, body: body as UpdateAnnouncement }),
    onSettled,
  });
}

export function useAnnouncementSwitch() {
  const onSettled = useRefresh('announcements');
  return useMutation({
    mutationFn: ({ id, live, reason }: { id: number; live: boolean; reason?: string }) => {
      const why = reason ? { reason } : {};
      return live
        ? call(consoleRoutes.updateAnnouncement, { params: { id }, body: { endsAt: null, ...why } })
        : call(consoleRoutes.disableAnnouncement, { params: { id }, body: why });
    },
    onSettled,
  });
}

export function useHelpArticles() {
  return useQuery({
    queryKey: [...KEY, 'help'],
    queryFn: ({ signal }) => call(consoleRoutes.consoleHelpArticles, { query: {} }, signal),
  });
}

export function useUpdateHelpArticle() {
  const onSettled = useRefresh('help');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateHelpArticle }) =>
      call(consoleRoutes.updateHelpArticle, { params: { id }, body }),
    onSettled,
  });
}

export function useMirrors() {
  return useQuery({
    queryKey: [...KEY, 'mirrors'],
    queryFn: ({ signal }) => call(consoleRoutes.consoleMirrors, { query: {} }, signal),
  });
}

/** Saves a mirror: a new one (id null) or the fields of an existing one. */
export function useSaveMirror() {
  const onSettled = useRefresh('mirrors');
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewMirror & UpdateMirror }) =>
      id === null
        ? call(consoleRoutes.createMirror, { body })
        : call(consoleRoutes.updateMirror, { params: { id }, body }),
    onSettled,
  });
}

export function useServiceChannels() {
  return useQuery({
    queryKey: [...KEY, 'channels'],
    queryFn: ({ signal }) => call(consoleRoutes.consoleServiceChannels, { query: {} }, signal),
  });
}

export function useUpdateServiceChannel() {
  const onSettled = useRefresh('channels');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateServiceChannel }) =>
      call(consoleRoutes.updateServiceChannel, { params: { id }, body }),
    onSettled,
  });
}

export function useCreateServiceChannel() {
  const onSettled = useRefresh('channels');
  return useMutation({
    mutationFn: (body: NewServiceChannel) => call(consoleRoutes.createServiceChannel, { body }),
    onSettled,
  });
}

/** Removes a mirror or a customer-service channel, with the reason for the audit chain. */
export function useRemoveSiteLink(part: 'mirrors' | 'channels') {
  const onSettled = useRefresh(part);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(part === 'mirrors' ? consoleRoutes.removeMirror : consoleRoutes.removeServiceChannel, {
        params: { id },
        body: reason ? { reason } : {},
      }),
    onSettled,
  });
}

export function useAppLinks() {
  return useQuery({
    queryKey: [...KEY, 'app-links'],
    queryFn: ({ signal }) => call(consoleRoutes.consoleAppLinks, { query: {} }, signal),
  });
}

export function useUpdateAppLinks() {
  const onSettled = useRefresh('app-links');
  return useMutation({
    mutationFn: (body: UpdateAppLinks) => call(consoleRoutes.updateAppLinks, { body }),
    onSettled,
  });
}
