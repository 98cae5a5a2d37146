-- Account security centre (issue 24), sessions: each session gets a public id (the token hash
-- never leaves the server), the device and address it was opened from, and when it was last
-- used, so the user can recognise their sessions and end one or all others.
alter table sessions add column id bigserial;
alter table sessions add constraint sessions_id_unique unique (id);
alter table sessions add column user_agent text not null default '';
alter table sessions add column client_ip text not null default '';
alter table sessions add column last_seen_at timestamptz;
