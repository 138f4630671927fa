-- Manufacturers are not project members (issue 26): their memberships, the pending invitations
-- and the named shares addressed to them are removed. Public link shares stay (anyone may open one).
DELETE FROM "project_members" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "type" = 'MANUFACTURER');--> statement-breakpoint
DELETE FROM "project_invitations" WHERE lower("email") IN (SELECT lower("email") FROM "users" WHERE "type" = 'MANUFACTURER');--> statement-breakpoint
DELETE FROM "shares" WHERE "kind" = 'user' AND (
  "recipient_id" IN (SELECT "id" FROM "users" WHERE "type" = 'MANUFACTURER')
  OR lower("recipient_email") IN (SELECT lower("email") FROM "users" WHERE "type" = 'MANUFACTURER')
);
