-- The console's Content pages (issue 19): a banner's uploaded picture, decoded and re-encoded by
-- platform/image-upload.ts (png or jpg, at most 5 MB); the banner's image_url names it with the
-- first 12 hex digits of its sha256, so a new upload is a new address (no stale CDN copy).
CREATE TABLE banner_image (
  banner_id bigint PRIMARY KEY REFERENCES banner (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
