-- "sending": a try has taken the message out of the queue and is handing it to the mail server; only a queued
-- message can still be stopped (docs/decisions/0040). The one stage e-mail per application and status
-- (outgoing_mails_stage_key) counts a message being sent as it counts one waiting.
ALTER TABLE "outgoing_mails" DROP CONSTRAINT "outgoing_mails_state_check";--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_state_check" CHECK ("outgoing_mails"."state" in ('queued', 'sending', 'sent', 'failed', 'cancelled'));