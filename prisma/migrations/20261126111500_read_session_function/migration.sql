-- The session, its account and the account's people, read on every request
-- (lib/auth/session.ts). Planning this statement took longer than running it (about 0.4 ms of
-- 0.7 ms, measured), and a statement sent by the app is planned again on every request. A
-- PL/pgSQL function keeps its plan for the life of each database connection, on the server, so
-- it also holds behind a transaction-mode pooler, where the app keeps no prepared statements.
--
-- An account *is* the person an admin linked it to, and the people who have its email only once
-- that email is verified: an address typed into a profile must never make an account someone
-- else (a changed address waits in `pending_email`). A quick-access session holds only while
-- its organisation still has the domain of its email (`domain_covered`).
-- Times are returned with their zone (they are stored in UTC without one), so that a client
-- reads the same instant whatever its own time zone.
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
  domain_covered boolean
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
               AND od.domain = substring(s.email::text from '[^@]*$')))
    FROM session s LEFT JOIN account a ON a.id = s.account_id
   WHERE s.id = session_id;
END
$$;
