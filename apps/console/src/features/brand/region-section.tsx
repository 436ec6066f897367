import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionRuleView } from '@fortuna/contracts/console-brand';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Empty } from '@/components/states';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';
import { useBrandChange } from './brand-api';
import { ReasonDialog } from './reason-dialog';

/** Region rules (allow or deny a CIDR block or a country): add and remove, each with a reason. */
export function RegionSection({ rules }: { rules: RegionRuleView[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RegionRuleView | null>(null);
  const [draft, setDraft] = useState<{ action: 'allow' | 'deny'; target: string; note: string }>({
    action: 'deny',
    target: '',
    note: '',
  });
  const add = useBrandChange((reason: string) => call(consoleRoutes.addRegionRule, { body: { ...draft, reason } }));
  const remove = useBrandChange((input: { id: number; reason: string }) =>
    call(consoleRoutes.removeRegionRule, { params: { id: input.id }, body: { reason: input.reason } }),
  );
  return (
    <section className="card" aria-labelledby="brand-region">
      <div className="title-row title-row--spread">
        <h2 id="brand-region">{t('brand.region')}</h2>
        <Button
          onClick={() => {
            setDraft({ action: 'deny', target: '', note: '' });
            add.reset();
            setAdding(true);
          }}
        >
          {t('brand.addRule')}
        </Button>
      </div>
      <p className="muted">{t('brand.regionLead')}</p>
      {rules.length === 0 ? (
        <Empty title={t('brand.noRules')} />
      ) : (
        <ul className="plain-list" aria-label={t('brand.region')}>
          {rules.map((rule) => (
            <li key={rule.id} className="title-row">
              <Badge tone={rule.action === 'deny' ? 'danger' : 'ok'}>{t(`brand.rule.${rule.action}`)}</Badge>
              <span className="mono">{rule.target}</span>
              {rule.note ? <span className="muted">{rule.note}</span> : null}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setRemoving(rule)}
                aria-label={t('brand.removeRule', { target: rule.target })}
              >
                {t('brand.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <ReasonDialog
          title={t('brand.addRule')}
          confirm={t('brand.addRule')}
          busy={add.isPending}
          error={add.error}
          onConfirm={(reason) => add.mutate(reason, { onSuccess: () => setAdding(false) })}
          onClose={() => setAdding(false)}
        >
          <Field label={t('brand.ruleAction')}>
            {(c) => (
              <select
                {...c}
                value={draft.action}
                onChange={(e) => setDraft({ ...draft, action: e.target.value as 'allow' | 'deny' })}
              >
                <option value="deny">{t('brand.rule.deny')}</option>
                <option value="allow">{t('brand.rule.allow')}</option>
              </select>
            )}
          </Field>
          <Field label={t('brand.ruleTarget')} hint={t('brand.ruleTargetHint')}>
            {(c) => (
              <input
                {...c}
                autoFocus
                spellCheck={false}
                value={draft.target}
                onChange={(e) => setDraft({ ...draft, target: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('brand.note')}>
            {(c) => (
              <input
                {...c}
                maxLength={300}
                value={draft.note}
                onChange={(e) => setDraft({ ...draft, note: e.target.value })}
              />
            )}
          </Field>
        </ReasonDialog>
      ) : null}
      {removing ? (
        <ReasonDialog
          title={t('brand.removeRule', { target: removing.target })}
          confirm={t('brand.remove')}
          danger
          busy={remove.isPending}
          error={remove.error}
          onConfirm={(reason) => remove.mutate({ id: removing.id, reason }, { onSuccess: () => setRemoving(null) })}
          onClose={() => {
            setRemoving(null);
            remove.reset();
          }}
        />
      ) : null}
    </section>
  );
}
