-- Estimates sent from the ROI calculator (/roi-calculator) are stored as demo requests in
-- contact_messages with form_source 'roi-calculator'; the estimate itself is the message,
-- so a row from the calculator always carries one.

alter table public.contact_messages drop constraint contact_messages_form_source_check;
alter table public.contact_messages add constraint contact_messages_form_source_check
  check (form_source in ('contact-us-form', 'demo-request-modal', 'roi-calculator'));

alter table public.contact_messages add constraint contact_messages_roi_estimate_required check (
  form_source <> 'roi-calculator' or char_length(btrim(message)) > 0
);
