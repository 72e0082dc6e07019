-- read_session (migration read_session_function) also answers whether a session made through an
-- organisation's identity provider still holds: `provider_enabled` is false once an admin
-- switched that provider off, so every such session ends on every instance at its next request
-- (switching off also revokes them; this closes the gap of a sign-in finishing meanwhile). One
-- lookup by primary key, only for those sessions: the statement stays one indexed read.
-- The returned columns change, so the function is dropped and made again.
DROP FUNCTION read_session(text);

CREATE FUNCTION read_session(session_id text)
RETURNS TABLE (
  account_id integer,
  organisation_id integer,
  email text,
  level integer,
  stage text,
  redirect_to text,
  remember boolean,
  authenticated_at timestamptz,
  reauthenticated_at timestamptz,
  last_seen_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz,
  username text,
  account_email text,
  account_level integer,
  disabled boolean,
  people integer[],
  domain_covered boolean,
  identity_provider_id integer,
  provider_enabled boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.account_id, s.organisation_id, s.email::text, s.level, s.stage::text,
         s.redirect_to::text, s.remember,
         s.authenticated_at AT TIME ZONE 'UTC', s.reauthenticated_at AT TIME ZONE 'UTC',
         s.last_seen_at AT TIME ZONE 'UTC', s.expires_at AT TIME ZONE 'UTC', s.revoked_at AT TIME ZONE 'UTC',
         a.username::text, a.email::text, a.level, a.disabled,
         ARRAY(SELECT pe.id FROM person pe
                WHERE (pe.email = a.email AND a.email_verified >= 2) OR pe.id = a.person_id
                ORDER BY pe.id),
         (s.organisation_id IS NULL OR EXISTS (
            SELECT 1 FROM organisation_domain od
             WHERE od.organisation_id = s.organisation_id
               AND od.domain = substring(s.email::text from '[^@]*$'))),
         s.identity_provider_id,
         (s.identity_provider_id IS NULL OR EXISTS (
            SELECT 1 FROM identity_provider ip
             WHERE ip.id = s.identity_provider_id AND ip.enabled))
    FROM session s LEFT JOIN account a ON a.id = s.account_id
   WHERE s.id = session_id;
END
$$;
