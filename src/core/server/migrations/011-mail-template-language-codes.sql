-- A mail asks for its template by the language code in lower case (`zh-hans`: the mail input
-- lowercases it), but the contact message's Chinese templates were stored as `zh-Hans` and
-- `zh-Hant`, so Chinese readers of a contact form got the English copy.
update mail_template set lang = lower(lang) where lang <> lower(lang);
