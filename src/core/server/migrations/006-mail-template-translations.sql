-- The account emails in the 19 other UI languages (English is in 002-mail.sql).
insert into mail_template (name, lang, subject, html, text) values
(
  'activation', 'ar',
  $mail$فعّل حسابك على {{siteName}}$mail$,
  $mail$<p>مرحبًا،</p>
<p>شكرًا لانضمامك إلى {{siteName}}! بقيت خطوة أخيرة: يُرجى تأكيد أنك صاحب هذا التسجيل بتفعيل حسابك.</p>
<p><a href="{{link}}">تفعيل حسابي</a></p>
<p>إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>{{link}}</p>
<p>إذا لم تقم بالتسجيل، يمكنك تجاهل هذه الرسالة بأمان.</p>
<p>نراك قريبًا،<br>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا،

شكرًا لانضمامك إلى {{siteName}}! بقيت خطوة أخيرة: يُرجى تأكيد أنك صاحب هذا التسجيل بتفعيل حسابك:

{{link}}

إذا لم تقم بالتسجيل، يمكنك تجاهل هذه الرسالة بأمان.

نراك قريبًا،
فريق {{siteName}}$mail$
),
(
  'email-validation', 'ar',
  $mail$أكّد عنوان بريدك الإلكتروني لدى {{siteName}}$mail$,
  $mail$<p>مرحبًا،</p>
<p>يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني، حتى يتمكن {{siteName}} من التواصل معك بشأن حسابك.</p>
<p><a href="{{link}}">تأكيد عنوان بريدي الإلكتروني</a></p>
<p>إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>{{link}}</p>
<p>إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة بأمان: لن يتغير شيء.</p>
<p>شكرًا لك،<br>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا،

يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني، حتى يتمكن {{siteName}} من التواصل معك بشأن حسابك:

{{link}}

إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة بأمان: لن يتغير شيء.

شكرًا لك،
فريق {{siteName}}$mail$
),
(
  'password-reset', 'ar',
  $mail$إعادة تعيين كلمة المرور لحسابك على {{siteName}}$mail$,
  $mail$<p>مرحبًا،</p>
<p>طلب شخص ما (نأمل أن تكون أنت) إعادة تعيين كلمة المرور لحسابك على {{siteName}}.</p>
<p><a href="{{link}}">اختيار كلمة مرور جديدة</a></p>
<p>إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>{{link}}</p>
<p>يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته قريبًا. إذا لم تطلب كلمة مرور جديدة، فتجاهل هذه الرسالة: لا تزال كلمة المرور الحالية صالحة.</p>
<p>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا،

طلب شخص ما (نأمل أن تكون أنت) إعادة تعيين كلمة المرور لحسابك على {{siteName}}. اختر كلمة مرور جديدة من هنا:

{{link}}

يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته قريبًا. إذا لم تطلب كلمة مرور جديدة، فتجاهل هذه الرسالة: لا تزال كلمة المرور الحالية صالحة.

فريق {{siteName}}$mail$
),
(
  'account-close', 'ar',
  $mail$أكّد إغلاق حسابك على {{siteName}}$mail$,
  $mail$<p>مرحبًا،</p>
<p>تلقّينا طلبًا لإغلاق حسابك على {{siteName}}. يؤسفنا رحيلك!</p>
<p>للتأكيد، افتح هذا الرابط. سيُحذف بعد ذلك حسابك وبياناتك الشخصية.</p>
<p><a href="{{link}}">إغلاق حسابي</a></p>
<p>إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>{{link}}</p>
<p>إذا لم تطلب ذلك، فتجاهل هذه الرسالة وسيبقى حسابك كما هو.</p>
<p>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا،

تلقّينا طلبًا لإغلاق حسابك على {{siteName}}. يؤسفنا رحيلك!

للتأكيد، افتح هذا الرابط. سيُحذف بعد ذلك حسابك وبياناتك الشخصية:

{{link}}

إذا لم تطلب ذلك، فتجاهل هذه الرسالة وسيبقى حسابك كما هو.

فريق {{siteName}}$mail$
),
(
  'welcome', 'ar',
  $mail$مرحبًا بك في {{siteName}}، {{username}}!$mail$,
  $mail$<p>مرحبًا {{username}}،</p>
<p>حسابك جاهز. مرحبًا بك في {{siteName}}!</p>
<p>يمكنك الآن البحث عن المدارس الدولية في جميع أنحاء العالم، ومقارنتها، ومتابعة المدارس التي تهمّك وتهمّ عائلتك.</p>
<p>يسعدنا انضمامك إلينا.</p>
<p>نتمنى لك تجربة ممتعة،<br>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا {{username}}،

حسابك جاهز. مرحبًا بك في {{siteName}}!

يمكنك الآن البحث عن المدارس الدولية في جميع أنحاء العالم، ومقارنتها، ومتابعة المدارس التي تهمّك وتهمّ عائلتك.

يسعدنا انضمامك إلينا.

نتمنى لك تجربة ممتعة،
فريق {{siteName}}$mail$
),
(
  'activation', 'cs',
  $mail$Aktivujte svůj účet {{siteName}}$mail$,
  $mail$<p>Dobrý den,</p>
<p>děkujeme, že jste se připojili ke komunitě {{siteName}}! Zbývá poslední krok: potvrďte prosím, že jste to byli vy, a aktivujte svůj účet.</p>
<p><a href="{{link}}">Aktivovat můj účet</a></p>
<p>Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:<br>{{link}}</p>
<p>Pokud jste se neregistrovali, můžete tento e-mail klidně ignorovat.</p>
<p>Brzy na viděnou,<br>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den,

děkujeme, že jste se připojili ke komunitě {{siteName}}! Zbývá poslední krok: potvrďte prosím, že jste to byli vy, a aktivujte svůj účet:

{{link}}

Pokud jste se neregistrovali, můžete tento e-mail klidně ignorovat.

Brzy na viděnou,
Tým {{siteName}}$mail$
),
(
  'email-validation', 'cs',
  $mail$Potvrďte svou e-mailovou adresu pro {{siteName}}$mail$,
  $mail$<p>Dobrý den,</p>
<p>potvrďte prosím, že je to vaše e-mailová adresa, aby vás tým {{siteName}} mohl kontaktovat ohledně vašeho účtu.</p>
<p><a href="{{link}}">Potvrdit moji e-mailovou adresu</a></p>
<p>Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:<br>{{link}}</p>
<p>Pokud jste o to nežádali, můžete tento e-mail klidně ignorovat: nic se nezmění.</p>
<p>Děkujeme,<br>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den,

potvrďte prosím, že je to vaše e-mailová adresa, aby vás tým {{siteName}} mohl kontaktovat ohledně vašeho účtu:

{{link}}

Pokud jste o to nežádali, můžete tento e-mail klidně ignorovat: nic se nezmění.

Děkujeme,
Tým {{siteName}}$mail$
),
(
  'password-reset', 'cs',
  $mail$Obnovte si heslo k účtu {{siteName}}$mail$,
  $mail$<p>Dobrý den,</p>
<p>někdo (doufejme, že vy) požádal o obnovení hesla k vašemu účtu {{siteName}}.</p>
<p><a href="{{link}}">Zvolit nové heslo</a></p>
<p>Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:<br>{{link}}</p>
<p>Tento odkaz funguje jen jednou a brzy vyprší. Pokud jste o nové heslo nežádali, tento e-mail ignorujte: vaše současné heslo stále platí.</p>
<p>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den,

někdo (doufejme, že vy) požádal o obnovení hesla k vašemu účtu {{siteName}}. Nové heslo si zvolte zde:

{{link}}

Tento odkaz funguje jen jednou a brzy vyprší. Pokud jste o nové heslo nežádali, tento e-mail ignorujte: vaše současné heslo stále platí.

Tým {{siteName}}$mail$
),
(
  'account-close', 'cs',
  $mail$Potvrďte zrušení svého účtu {{siteName}}$mail$,
  $mail$<p>Dobrý den,</p>
<p>obdrželi jsme žádost o zrušení vašeho účtu {{siteName}}. Mrzí nás, že odcházíte!</p>
<p>Pro potvrzení otevřete tento odkaz. Váš účet a vaše osobní údaje pak budou odstraněny.</p>
<p><a href="{{link}}">Zrušit můj účet</a></p>
<p>Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:<br>{{link}}</p>
<p>Pokud jste o to nežádali, tento e-mail ignorujte a váš účet zůstane beze změny.</p>
<p>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den,

obdrželi jsme žádost o zrušení vašeho účtu {{siteName}}. Mrzí nás, že odcházíte!

Pro potvrzení otevřete tento odkaz. Váš účet a vaše osobní údaje pak budou odstraněny:

{{link}}

Pokud jste o to nežádali, tento e-mail ignorujte a váš účet zůstane beze změny.

Tým {{siteName}}$mail$
),
(
  'welcome', 'cs',
  $mail$Vítejte na webu {{siteName}}, {{username}}!$mail$,
  $mail$<p>Dobrý den, {{username}},</p>
<p>váš účet je připraven. Vítejte na webu {{siteName}}!</p>
<p>Nyní můžete vyhledávat mezinárodní školy po celém světě, porovnávat je a sledovat ty, na kterých záleží vám a vaší rodině.</p>
<p>Jsme rádi, že jste s námi.</p>
<p>Příjemné hledání,<br>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den, {{username}},

váš účet je připraven. Vítejte na webu {{siteName}}!

Nyní můžete vyhledávat mezinárodní školy po celém světě, porovnávat je a sledovat ty, na kterých záleží vám a vaší rodině.

Jsme rádi, že jste s námi.

Příjemné hledání,
Tým {{siteName}}$mail$
),
(
  'activation', 'de',
  $mail$Aktivieren Sie Ihr Konto bei {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>vielen Dank, dass Sie sich bei {{siteName}} registriert haben! Nur noch ein Schritt: Bitte bestätigen Sie, dass Sie es waren, indem Sie Ihr Konto aktivieren.</p>
<p><a href="{{link}}">Mein Konto aktivieren</a></p>
<p>Falls der Button nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>
<p>Falls Sie sich nicht registriert haben, können Sie diese E-Mail einfach ignorieren.</p>
<p>Bis bald<br>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo,

vielen Dank, dass Sie sich bei {{siteName}} registriert haben! Nur noch ein Schritt: Bitte bestätigen Sie, dass Sie es waren, indem Sie Ihr Konto aktivieren:

{{link}}

Falls Sie sich nicht registriert haben, können Sie diese E-Mail einfach ignorieren.

Bis bald
Ihr {{siteName}}-Team$mail$
),
(
  'email-validation', 'de',
  $mail$Bestätigen Sie Ihre E-Mail-Adresse für {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit {{siteName}} Sie zu Ihrem Konto kontaktieren kann.</p>
<p><a href="{{link}}">Meine E-Mail-Adresse bestätigen</a></p>
<p>Falls der Button nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>
<p>Falls Sie dies nicht angefordert haben, können Sie diese E-Mail einfach ignorieren: Es ändert sich nichts.</p>
<p>Vielen Dank<br>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo,

bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit {{siteName}} Sie zu Ihrem Konto kontaktieren kann:

{{link}}

Falls Sie dies nicht angefordert haben, können Sie diese E-Mail einfach ignorieren: Es ändert sich nichts.

Vielen Dank
Ihr {{siteName}}-Team$mail$
),
(
  'password-reset', 'de',
  $mail$Setzen Sie Ihr Passwort für {{siteName}} zurück$mail$,
  $mail$<p>Hallo,</p>
<p>jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kontos bei {{siteName}} zurückzusetzen.</p>
<p><a href="{{link}}">Neues Passwort wählen</a></p>
<p>Falls der Button nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>
<p>Dieser Link funktioniert nur einmal und läuft bald ab. Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr aktuelles Passwort bleibt gültig.</p>
<p>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo,

jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kontos bei {{siteName}} zurückzusetzen. Wählen Sie hier ein neues Passwort:

{{link}}

Dieser Link funktioniert nur einmal und läuft bald ab. Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr aktuelles Passwort bleibt gültig.

Ihr {{siteName}}-Team$mail$
),
(
  'account-close', 'de',
  $mail$Bestätigen Sie die Schließung Ihres Kontos bei {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>wir haben eine Anfrage erhalten, Ihr Konto bei {{siteName}} zu schließen. Schade, dass Sie gehen!</p>
<p>Folgen Sie zur Bestätigung diesem Link. Ihr Konto und Ihre persönlichen Daten werden dann gelöscht.</p>
<p><a href="{{link}}">Mein Konto schließen</a></p>
<p>Falls der Button nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>
<p>Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert bestehen.</p>
<p>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo,

wir haben eine Anfrage erhalten, Ihr Konto bei {{siteName}} zu schließen. Schade, dass Sie gehen!

Folgen Sie zur Bestätigung diesem Link. Ihr Konto und Ihre persönlichen Daten werden dann gelöscht:

{{link}}

Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert bestehen.

Ihr {{siteName}}-Team$mail$
),
(
  'welcome', 'de',
  $mail$Willkommen bei {{siteName}}, {{username}}!$mail$,
  $mail$<p>Hallo {{username}},</p>
<p>Ihr Konto ist eingerichtet. Willkommen bei {{siteName}}!</p>
<p>Sie können jetzt internationale Schulen auf der ganzen Welt suchen, sie vergleichen und die im Blick behalten, die für Sie und Ihre Familie wichtig sind.</p>
<p>Wir freuen uns, dass Sie dabei sind.</p>
<p>Viel Freude<br>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo {{username}},

Ihr Konto ist eingerichtet. Willkommen bei {{siteName}}!

Sie können jetzt internationale Schulen auf der ganzen Welt suchen, sie vergleichen und die im Blick behalten, die für Sie und Ihre Familie wichtig sind.

Wir freuen uns, dass Sie dabei sind.

Viel Freude
Ihr {{siteName}}-Team$mail$
),
(
  'activation', 'el',
  $mail$Ενεργοποιήστε τον λογαριασμό σας στο {{siteName}}$mail$,
  $mail$<p>Γεια σας,</p>
<p>Σας ευχαριστούμε που εγγραφήκατε στο {{siteName}}! Ένα τελευταίο βήμα: επιβεβαιώστε ότι ήσασταν εσείς ενεργοποιώντας τον λογαριασμό σας.</p>
<p><a href="{{link}}">Ενεργοποίηση του λογαριασμού μου</a></p>
<p>Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτήν τη διεύθυνση στο πρόγραμμα περιήγησής σας:<br>{{link}}</p>
<p>Αν δεν κάνατε εγγραφή, μπορείτε να αγνοήσετε με ασφάλεια αυτό το email.</p>
<p>Τα λέμε σύντομα,<br>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας,

Σας ευχαριστούμε που εγγραφήκατε στο {{siteName}}! Ένα τελευταίο βήμα: επιβεβαιώστε ότι ήσασταν εσείς ενεργοποιώντας τον λογαριασμό σας:

{{link}}

Αν δεν κάνατε εγγραφή, μπορείτε να αγνοήσετε με ασφάλεια αυτό το email.

Τα λέμε σύντομα,
Η ομάδα του {{siteName}}$mail$
),
(
  'email-validation', 'el',
  $mail$Επιβεβαιώστε τη διεύθυνση email σας για το {{siteName}}$mail$,
  $mail$<p>Γεια σας,</p>
<p>Παρακαλούμε επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας, ώστε το {{siteName}} να μπορεί να επικοινωνεί μαζί σας σχετικά με τον λογαριασμό σας.</p>
<p><a href="{{link}}">Επιβεβαίωση της διεύθυνσης email μου</a></p>
<p>Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτήν τη διεύθυνση στο πρόγραμμα περιήγησής σας:<br>{{link}}</p>
<p>Αν δεν το ζητήσατε εσείς, μπορείτε να αγνοήσετε με ασφάλεια αυτό το email: δεν θα αλλάξει τίποτα.</p>
<p>Σας ευχαριστούμε,<br>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας,

Παρακαλούμε επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας, ώστε το {{siteName}} να μπορεί να επικοινωνεί μαζί σας σχετικά με τον λογαριασμό σας:

{{link}}

Αν δεν το ζητήσατε εσείς, μπορείτε να αγνοήσετε με ασφάλεια αυτό το email: δεν θα αλλάξει τίποτα.

Σας ευχαριστούμε,
Η ομάδα του {{siteName}}$mail$
),
(
  'password-reset', 'el',
  $mail$Επαναφορά του κωδικού πρόσβασής σας στο {{siteName}}$mail$,
  $mail$<p>Γεια σας,</p>
<p>Κάποιος (ελπίζουμε εσείς) ζήτησε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας στο {{siteName}}.</p>
<p><a href="{{link}}">Επιλογή νέου κωδικού πρόσβασης</a></p>
<p>Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτήν τη διεύθυνση στο πρόγραμμα περιήγησής σας:<br>{{link}}</p>
<p>Αυτός ο σύνδεσμος λειτουργεί μόνο μία φορά και λήγει σύντομα. Αν δεν ζητήσατε νέο κωδικό πρόσβασης, αγνοήστε αυτό το email: ο τρέχων κωδικός σας εξακολουθεί να ισχύει.</p>
<p>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας,

Κάποιος (ελπίζουμε εσείς) ζήτησε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας στο {{siteName}}. Επιλέξτε νέο κωδικό πρόσβασης εδώ:

{{link}}

Αυτός ο σύνδεσμος λειτουργεί μόνο μία φορά και λήγει σύντομα. Αν δεν ζητήσατε νέο κωδικό πρόσβασης, αγνοήστε αυτό το email: ο τρέχων κωδικός σας εξακολουθεί να ισχύει.

Η ομάδα του {{siteName}}$mail$
),
(
  'account-close', 'el',
  $mail$Επιβεβαιώστε το κλείσιμο του λογαριασμού σας στο {{siteName}}$mail$,
  $mail$<p>Γεια σας,</p>
<p>Λάβαμε αίτημα για το κλείσιμο του λογαριασμού σας στο {{siteName}}. Λυπούμαστε που φεύγετε!</p>
<p>Για να επιβεβαιώσετε, ακολουθήστε αυτόν τον σύνδεσμο. Ο λογαριασμός σας και τα προσωπικά σας δεδομένα θα διαγραφούν.</p>
<p><a href="{{link}}">Κλείσιμο του λογαριασμού μου</a></p>
<p>Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτήν τη διεύθυνση στο πρόγραμμα περιήγησής σας:<br>{{link}}</p>
<p>Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email και ο λογαριασμός σας θα παραμείνει ως έχει.</p>
<p>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας,

Λάβαμε αίτημα για το κλείσιμο του λογαριασμού σας στο {{siteName}}. Λυπούμαστε που φεύγετε!

Για να επιβεβαιώσετε, ακολουθήστε αυτόν τον σύνδεσμο. Ο λογαριασμός σας και τα προσωπικά σας δεδομένα θα διαγραφούν:

{{link}}

Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email και ο λογαριασμός σας θα παραμείνει ως έχει.

Η ομάδα του {{siteName}}$mail$
),
(
  'welcome', 'el',
  $mail$Καλώς ήρθατε στο {{siteName}}, {{username}}!$mail$,
  $mail$<p>Γεια σας, {{username}},</p>
<p>Ο λογαριασμός σας είναι έτοιμος. Καλώς ήρθατε στο {{siteName}}!</p>
<p>Μπορείτε πλέον να αναζητάτε διεθνή σχολεία σε όλο τον κόσμο, να τα συγκρίνετε και να παρακολουθείτε όσα έχουν σημασία για εσάς και την οικογένειά σας.</p>
<p>Χαιρόμαστε που είστε μαζί μας.</p>
<p>Καλή περιήγηση,<br>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας, {{username}},

Ο λογαριασμός σας είναι έτοιμος. Καλώς ήρθατε στο {{siteName}}!

Μπορείτε πλέον να αναζητάτε διεθνή σχολεία σε όλο τον κόσμο, να τα συγκρίνετε και να παρακολουθείτε όσα έχουν σημασία για εσάς και την οικογένειά σας.

Χαιρόμαστε που είστε μαζί μας.

Καλή περιήγηση,
Η ομάδα του {{siteName}}$mail$
),
(
  'activation', 'es',
  $mail$Active su cuenta de {{siteName}}$mail$,
  $mail$<p>Hola:</p>
<p>¡Gracias por unirse a {{siteName}}! Solo queda un paso: confirme que ha sido usted activando su cuenta.</p>
<p><a href="{{link}}">Activar mi cuenta</a></p>
<p>Si el botón no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>Si usted no se ha registrado, puede ignorar este correo sin problema.</p>
<p>Hasta pronto,<br>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola:

¡Gracias por unirse a {{siteName}}! Solo queda un paso: confirme que ha sido usted activando su cuenta:

{{link}}

Si usted no se ha registrado, puede ignorar este correo sin problema.

Hasta pronto,
El equipo de {{siteName}}$mail$
),
(
  'email-validation', 'es',
  $mail$Confirme su dirección de correo electrónico para {{siteName}}$mail$,
  $mail$<p>Hola:</p>
<p>Confirme que esta es su dirección de correo electrónico, para que {{siteName}} pueda ponerse en contacto con usted en relación con su cuenta.</p>
<p><a href="{{link}}">Confirmar mi dirección de correo electrónico</a></p>
<p>Si el botón no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>Si usted no lo ha solicitado, puede ignorar este correo sin problema: no cambiará nada.</p>
<p>Gracias,<br>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola:

Confirme que esta es su dirección de correo electrónico, para que {{siteName}} pueda ponerse en contacto con usted en relación con su cuenta:

{{link}}

Si usted no lo ha solicitado, puede ignorar este correo sin problema: no cambiará nada.

Gracias,
El equipo de {{siteName}}$mail$
),
(
  'password-reset', 'es',
  $mail$Restablezca su contraseña de {{siteName}}$mail$,
  $mail$<p>Hola:</p>
<p>Alguien (esperamos que usted) ha solicitado restablecer la contraseña de su cuenta de {{siteName}}.</p>
<p><a href="{{link}}">Elegir una nueva contraseña</a></p>
<p>Si el botón no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>Este enlace solo funciona una vez y caduca pronto. Si no ha solicitado una nueva contraseña, ignore este correo: su contraseña actual sigue funcionando.</p>
<p>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola:

Alguien (esperamos que usted) ha solicitado restablecer la contraseña de su cuenta de {{siteName}}. Elija una nueva contraseña aquí:

{{link}}

Este enlace solo funciona una vez y caduca pronto. Si no ha solicitado una nueva contraseña, ignore este correo: su contraseña actual sigue funcionando.

El equipo de {{siteName}}$mail$
),
(
  'account-close', 'es',
  $mail$Confirme el cierre de su cuenta de {{siteName}}$mail$,
  $mail$<p>Hola:</p>
<p>Hemos recibido una solicitud para cerrar su cuenta de {{siteName}}. ¡Lamentamos que se vaya!</p>
<p>Para confirmarlo, siga este enlace. Su cuenta y sus datos personales se eliminarán entonces.</p>
<p><a href="{{link}}">Cerrar mi cuenta</a></p>
<p>Si el botón no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>Si usted no lo ha solicitado, ignore este correo y su cuenta seguirá como está.</p>
<p>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola:

Hemos recibido una solicitud para cerrar su cuenta de {{siteName}}. ¡Lamentamos que se vaya!

Para confirmarlo, siga este enlace. Su cuenta y sus datos personales se eliminarán entonces:

{{link}}

Si usted no lo ha solicitado, ignore este correo y su cuenta seguirá como está.

El equipo de {{siteName}}$mail$
),
(
  'welcome', 'es',
  $mail$¡Bienvenido a {{siteName}}, {{username}}!$mail$,
  $mail$<p>Hola, {{username}}:</p>
<p>Su cuenta está lista. ¡Bienvenido a {{siteName}}!</p>
<p>Ya puede buscar colegios internacionales de todo el mundo, compararlos y seguir de cerca los que más le importan a usted y a su familia.</p>
<p>Nos alegra contar con usted.</p>
<p>¡Que lo disfrute!<br>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola, {{username}}:

Su cuenta está lista. ¡Bienvenido a {{siteName}}!

Ya puede buscar colegios internacionales de todo el mundo, compararlos y seguir de cerca los que más le importan a usted y a su familia.

Nos alegra contar con usted.

¡Que lo disfrute!
El equipo de {{siteName}}$mail$
),
(
  'activation', 'fr',
  $mail$Activez votre compte {{siteName}}$mail$,
  $mail$<p>Bonjour,</p>
<p>Merci de rejoindre {{siteName}} ! Une dernière étape : veuillez confirmer qu’il s’agit bien de vous en activant votre compte.</p>
<p><a href="{{link}}">Activer mon compte</a></p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>{{link}}</p>
<p>Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail en toute sécurité.</p>
<p>À bientôt,<br>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour,

Merci de rejoindre {{siteName}} ! Une dernière étape : veuillez confirmer qu’il s’agit bien de vous en activant votre compte :

{{link}}

Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail en toute sécurité.

À bientôt,
L’équipe {{siteName}}$mail$
),
(
  'email-validation', 'fr',
  $mail$Confirmez votre adresse e-mail pour {{siteName}}$mail$,
  $mail$<p>Bonjour,</p>
<p>Veuillez confirmer qu’il s’agit bien de votre adresse e-mail, afin que {{siteName}} puisse vous contacter au sujet de votre compte.</p>
<p><a href="{{link}}">Confirmer mon adresse e-mail</a></p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>{{link}}</p>
<p>Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail en toute sécurité : rien ne changera.</p>
<p>Merci,<br>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour,

Veuillez confirmer qu’il s’agit bien de votre adresse e-mail, afin que {{siteName}} puisse vous contacter au sujet de votre compte :

{{link}}

Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail en toute sécurité : rien ne changera.

Merci,
L’équipe {{siteName}}$mail$
),
(
  'password-reset', 'fr',
  $mail$Réinitialisez votre mot de passe {{siteName}}$mail$,
  $mail$<p>Bonjour,</p>
<p>Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte {{siteName}}.</p>
<p><a href="{{link}}">Choisir un nouveau mot de passe</a></p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>{{link}}</p>
<p>Ce lien ne fonctionne qu’une fois et expire bientôt. Si vous n’avez pas demandé de nouveau mot de passe, ignorez cet e-mail : votre mot de passe actuel reste valable.</p>
<p>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour,

Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte {{siteName}}. Choisissez un nouveau mot de passe ici :

{{link}}

Ce lien ne fonctionne qu’une fois et expire bientôt. Si vous n’avez pas demandé de nouveau mot de passe, ignorez cet e-mail : votre mot de passe actuel reste valable.

L’équipe {{siteName}}$mail$
),
(
  'account-close', 'fr',
  $mail$Confirmez la fermeture de votre compte {{siteName}}$mail$,
  $mail$<p>Bonjour,</p>
<p>Nous avons reçu une demande de fermeture de votre compte {{siteName}}. Nous sommes désolés de vous voir partir !</p>
<p>Pour confirmer, suivez ce lien. Votre compte et vos données personnelles seront alors supprimés.</p>
<p><a href="{{link}}">Fermer mon compte</a></p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>{{link}}</p>
<p>Si vous n’avez rien demandé, ignorez cet e-mail et votre compte restera tel quel.</p>
<p>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour,

Nous avons reçu une demande de fermeture de votre compte {{siteName}}. Nous sommes désolés de vous voir partir !

Pour confirmer, suivez ce lien. Votre compte et vos données personnelles seront alors supprimés :

{{link}}

Si vous n’avez rien demandé, ignorez cet e-mail et votre compte restera tel quel.

L’équipe {{siteName}}$mail$
),
(
  'welcome', 'fr',
  $mail$Bienvenue sur {{siteName}}, {{username}} !$mail$,
  $mail$<p>Bonjour {{username}},</p>
<p>Votre compte est prêt. Bienvenue sur {{siteName}} !</p>
<p>Vous pouvez désormais rechercher des écoles internationales dans le monde entier, les comparer et suivre celles qui comptent pour vous et votre famille.</p>
<p>Nous sommes heureux de vous compter parmi nous.</p>
<p>Bonne découverte,<br>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour {{username}},

Votre compte est prêt. Bienvenue sur {{siteName}} !

Vous pouvez désormais rechercher des écoles internationales dans le monde entier, les comparer et suivre celles qui comptent pour vous et votre famille.

Nous sommes heureux de vous compter parmi nous.

Bonne découverte,
L’équipe {{siteName}}$mail$
),
(
  'activation', 'is',
  $mail$Virkjaðu aðganginn þinn hjá {{siteName}}$mail$,
  $mail$<p>Góðan daginn,</p>
<p>Takk fyrir að ganga til liðs við {{siteName}}! Eitt skref er eftir: staðfestu að þetta hafir verið þú með því að virkja aðganginn þinn.</p>
<p><a href="{{link}}">Virkja aðganginn minn</a></p>
<p>Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann þinn:<br>{{link}}</p>
<p>Ef þú skráðir þig ekki geturðu hunsað þennan tölvupóst.</p>
<p>Sjáumst fljótlega,<br>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn,

Takk fyrir að ganga til liðs við {{siteName}}! Eitt skref er eftir: staðfestu að þetta hafir verið þú með því að virkja aðganginn þinn:

{{link}}

Ef þú skráðir þig ekki geturðu hunsað þennan tölvupóst.

Sjáumst fljótlega,
Teymi {{siteName}}$mail$
),
(
  'email-validation', 'is',
  $mail$Staðfestu netfangið þitt hjá {{siteName}}$mail$,
  $mail$<p>Góðan daginn,</p>
<p>Vinsamlegast staðfestu að þetta sé netfangið þitt, svo að {{siteName}} geti haft samband við þig varðandi aðganginn þinn.</p>
<p><a href="{{link}}">Staðfesta netfangið mitt</a></p>
<p>Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann þinn:<br>{{link}}</p>
<p>Ef þú baðst ekki um þetta geturðu hunsað þennan tölvupóst: ekkert breytist.</p>
<p>Takk fyrir,<br>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn,

Vinsamlegast staðfestu að þetta sé netfangið þitt, svo að {{siteName}} geti haft samband við þig varðandi aðganginn þinn:

{{link}}

Ef þú baðst ekki um þetta geturðu hunsað þennan tölvupóst: ekkert breytist.

Takk fyrir,
Teymi {{siteName}}$mail$
),
(
  'password-reset', 'is',
  $mail$Endurstilltu lykilorðið þitt hjá {{siteName}}$mail$,
  $mail$<p>Góðan daginn,</p>
<p>Einhver (vonandi þú) bað um að lykilorð aðgangsins þíns hjá {{siteName}} yrði endurstillt.</p>
<p><a href="{{link}}">Velja nýtt lykilorð</a></p>
<p>Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann þinn:<br>{{link}}</p>
<p>Þessi tengill virkar aðeins einu sinni og rennur fljótlega út. Ef þú baðst ekki um nýtt lykilorð skaltu hunsa þennan tölvupóst: núverandi lykilorðið þitt virkar áfram.</p>
<p>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn,

Einhver (vonandi þú) bað um að lykilorð aðgangsins þíns hjá {{siteName}} yrði endurstillt. Veldu nýtt lykilorð hér:

{{link}}

Þessi tengill virkar aðeins einu sinni og rennur fljótlega út. Ef þú baðst ekki um nýtt lykilorð skaltu hunsa þennan tölvupóst: núverandi lykilorðið þitt virkar áfram.

Teymi {{siteName}}$mail$
),
(
  'account-close', 'is',
  $mail$Staðfestu lokun aðgangsins þíns hjá {{siteName}}$mail$,
  $mail$<p>Góðan daginn,</p>
<p>Við fengum beiðni um að loka aðganginum þínum hjá {{siteName}}. Okkur þykir leitt að sjá á eftir þér!</p>
<p>Fylgdu þessum tengli til að staðfesta. Aðganginum þínum og persónuupplýsingum þínum verður þá eytt.</p>
<p><a href="{{link}}">Loka aðganginum mínum</a></p>
<p>Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann þinn:<br>{{link}}</p>
<p>Ef þú baðst ekki um þetta skaltu hunsa þennan tölvupóst og aðgangurinn þinn helst óbreyttur.</p>
<p>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn,

Við fengum beiðni um að loka aðganginum þínum hjá {{siteName}}. Okkur þykir leitt að sjá á eftir þér!

Fylgdu þessum tengli til að staðfesta. Aðganginum þínum og persónuupplýsingum þínum verður þá eytt:

{{link}}

Ef þú baðst ekki um þetta skaltu hunsa þennan tölvupóst og aðgangurinn þinn helst óbreyttur.

Teymi {{siteName}}$mail$
),
(
  'welcome', 'is',
  $mail$Gaman að fá þig á {{siteName}}, {{username}}!$mail$,
  $mail$<p>Góðan daginn, {{username}},</p>
<p>Aðgangurinn þinn er tilbúinn. Gaman að fá þig á {{siteName}}!</p>
<p>Nú geturðu leitað að alþjóðlegum skólum um allan heim, borið þá saman og fylgst með þeim sem skipta þig og fjölskyldu þína máli.</p>
<p>Við erum ánægð að hafa þig með okkur.</p>
<p>Góða skemmtun,<br>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn, {{username}},

Aðgangurinn þinn er tilbúinn. Gaman að fá þig á {{siteName}}!

Nú geturðu leitað að alþjóðlegum skólum um allan heim, borið þá saman og fylgst með þeim sem skipta þig og fjölskyldu þína máli.

Við erum ánægð að hafa þig með okkur.

Góða skemmtun,
Teymi {{siteName}}$mail$
),
(
  'activation', 'it',
  $mail$Attivi il suo account {{siteName}}$mail$,
  $mail$<p>Buongiorno,</p>
<p>grazie per essersi iscritto a {{siteName}}! Manca un ultimo passaggio: confermi che è stato lei attivando il suo account.</p>
<p><a href="{{link}}">Attiva il mio account</a></p>
<p>Se il pulsante non funziona, copi questo indirizzo nel suo browser:<br>{{link}}</p>
<p>Se non si è iscritto, può tranquillamente ignorare questa email.</p>
<p>A presto,<br>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno,

grazie per essersi iscritto a {{siteName}}! Manca un ultimo passaggio: confermi che è stato lei attivando il suo account:

{{link}}

Se non si è iscritto, può tranquillamente ignorare questa email.

A presto,
Il team di {{siteName}}$mail$
),
(
  'email-validation', 'it',
  $mail$Confermi il suo indirizzo email per {{siteName}}$mail$,
  $mail$<p>Buongiorno,</p>
<p>confermi che questo è il suo indirizzo email, così che {{siteName}} possa contattarla in merito al suo account.</p>
<p><a href="{{link}}">Conferma il mio indirizzo email</a></p>
<p>Se il pulsante non funziona, copi questo indirizzo nel suo browser:<br>{{link}}</p>
<p>Se non ha richiesto nulla, può tranquillamente ignorare questa email: non cambierà niente.</p>
<p>Grazie,<br>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno,

confermi che questo è il suo indirizzo email, così che {{siteName}} possa contattarla in merito al suo account:

{{link}}

Se non ha richiesto nulla, può tranquillamente ignorare questa email: non cambierà niente.

Grazie,
Il team di {{siteName}}$mail$
),
(
  'password-reset', 'it',
  $mail$Reimposti la password del suo account {{siteName}}$mail$,
  $mail$<p>Buongiorno,</p>
<p>qualcuno (speriamo lei) ha chiesto di reimpostare la password del suo account {{siteName}}.</p>
<p><a href="{{link}}">Scegli una nuova password</a></p>
<p>Se il pulsante non funziona, copi questo indirizzo nel suo browser:<br>{{link}}</p>
<p>Questo link funziona una sola volta e scade a breve. Se non ha chiesto una nuova password, ignori questa email: la sua password attuale continua a funzionare.</p>
<p>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno,

qualcuno (speriamo lei) ha chiesto di reimpostare la password del suo account {{siteName}}. Scelga una nuova password qui:

{{link}}

Questo link funziona una sola volta e scade a breve. Se non ha chiesto una nuova password, ignori questa email: la sua password attuale continua a funzionare.

Il team di {{siteName}}$mail$
),
(
  'account-close', 'it',
  $mail$Confermi la chiusura del suo account {{siteName}}$mail$,
  $mail$<p>Buongiorno,</p>
<p>abbiamo ricevuto una richiesta di chiusura del suo account {{siteName}}. Ci dispiace vederla andare via!</p>
<p>Per confermare, segua questo link. Il suo account e i suoi dati personali verranno quindi eliminati.</p>
<p><a href="{{link}}">Chiudi il mio account</a></p>
<p>Se il pulsante non funziona, copi questo indirizzo nel suo browser:<br>{{link}}</p>
<p>Se non ha richiesto nulla, ignori questa email e il suo account resterà invariato.</p>
<p>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno,

abbiamo ricevuto una richiesta di chiusura del suo account {{siteName}}. Ci dispiace vederla andare via!

Per confermare, segua questo link. Il suo account e i suoi dati personali verranno quindi eliminati:

{{link}}

Se non ha richiesto nulla, ignori questa email e il suo account resterà invariato.

Il team di {{siteName}}$mail$
),
(
  'welcome', 'it',
  $mail$Benvenuto su {{siteName}}, {{username}}!$mail$,
  $mail$<p>Buongiorno {{username}},</p>
<p>il suo account è pronto. Benvenuto su {{siteName}}!</p>
<p>Ora può cercare scuole internazionali in tutto il mondo, confrontarle e tenere d’occhio quelle che contano per lei e la sua famiglia.</p>
<p>Siamo felici di averla con noi.</p>
<p>Buona esplorazione,<br>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno {{username}},

il suo account è pronto. Benvenuto su {{siteName}}!

Ora può cercare scuole internazionali in tutto il mondo, confrontarle e tenere d’occhio quelle che contano per lei e la sua famiglia.

Siamo felici di averla con noi.

Buona esplorazione,
Il team di {{siteName}}$mail$
),
(
  'activation', 'ja',
  $mail${{siteName}}のアカウントを有効化してください$mail$,
  $mail$<p>こんにちは。</p>
<p>{{siteName}}にご登録いただき、ありがとうございます！あと一歩です。アカウントを有効化して、ご本人であることを確認してください。</p>
<p><a href="{{link}}">アカウントを有効化する</a></p>
<p>ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：<br>{{link}}</p>
<p>登録した覚えがない場合は、このメールを無視していただいて問題ありません。</p>
<p>今後ともよろしくお願いいたします。<br>{{siteName}}チーム</p>$mail$,
  $mail$こんにちは。

{{siteName}}にご登録いただき、ありがとうございます！あと一歩です。次のリンクからアカウントを有効化して、ご本人であることを確認してください：

{{link}}

登録した覚えがない場合は、このメールを無視していただいて問題ありません。

今後ともよろしくお願いいたします。
{{siteName}}チーム$mail$
),
(
  'email-validation', 'ja',
  $mail${{siteName}}のメールアドレスを確認してください$mail$,
  $mail$<p>こんにちは。</p>
<p>{{siteName}}からアカウントに関するご連絡をお届けできるよう、このメールアドレスがご本人のものであることを確認してください。</p>
<p><a href="{{link}}">メールアドレスを確認する</a></p>
<p>ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：<br>{{link}}</p>
<p>お心当たりがない場合は、このメールを無視していただいて問題ありません。何も変更されません。</p>
<p>よろしくお願いいたします。<br>{{siteName}}チーム</p>$mail$,
  $mail$こんにちは。

{{siteName}}からアカウントに関するご連絡をお届けできるよう、次のリンクからこのメールアドレスがご本人のものであることを確認してください：

{{link}}

お心当たりがない場合は、このメールを無視していただいて問題ありません。何も変更されません。

よろしくお願いいたします。
{{siteName}}チーム$mail$
),
(
  'password-reset', 'ja',
  $mail${{siteName}}のパスワードを再設定してください$mail$,
  $mail$<p>こんにちは。</p>
<p>{{siteName}}アカウントのパスワード再設定がリクエストされました（ご本人によるものであれば幸いです）。</p>
<p><a href="{{link}}">新しいパスワードを設定する</a></p>
<p>ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：<br>{{link}}</p>
<p>このリンクは1回のみ有効で、まもなく期限が切れます。新しいパスワードをリクエストしていない場合は、このメールを無視してください。現在のパスワードは引き続きご利用いただけます。</p>
<p>{{siteName}}チーム</p>$mail$,
  $mail$こんにちは。

{{siteName}}アカウントのパスワード再設定がリクエストされました（ご本人によるものであれば幸いです）。次のリンクから新しいパスワードを設定してください：

{{link}}

このリンクは1回のみ有効で、まもなく期限が切れます。新しいパスワードをリクエストしていない場合は、このメールを無視してください。現在のパスワードは引き続きご利用いただけます。

{{siteName}}チーム$mail$
),
(
  'account-close', 'ja',
  $mail${{siteName}}アカウントの削除を確認してください$mail$,
  $mail$<p>こんにちは。</p>
<p>{{siteName}}アカウントの削除リクエストを受け付けました。お別れするのは残念です。</p>
<p>削除を確定するには、このリンクを開いてください。アカウントと個人データが削除されます。</p>
<p><a href="{{link}}">アカウントを削除する</a></p>
<p>ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：<br>{{link}}</p>
<p>お心当たりがない場合は、このメールを無視してください。アカウントはそのまま残ります。</p>
<p>{{siteName}}チーム</p>$mail$,
  $mail$こんにちは。

{{siteName}}アカウントの削除リクエストを受け付けました。お別れするのは残念です。

削除を確定するには、このリンクを開いてください。アカウントと個人データが削除されます：

{{link}}

お心当たりがない場合は、このメールを無視してください。アカウントはそのまま残ります。

{{siteName}}チーム$mail$
),
(
  'welcome', 'ja',
  $mail${{username}}さん、{{siteName}}へようこそ！$mail$,
  $mail$<p>{{username}}さん、こんにちは。</p>
<p>アカウントの準備が整いました。{{siteName}}へようこそ！</p>
<p>世界中のインターナショナルスクールを検索・比較し、あなたとご家族にとって大切な学校をチェックできるようになりました。</p>
<p>ご参加いただき、とてもうれしく思います。</p>
<p>どうぞお楽しみください。<br>{{siteName}}チーム</p>$mail$,
  $mail${{username}}さん、こんにちは。

アカウントの準備が整いました。{{siteName}}へようこそ！

世界中のインターナショナルスクールを検索・比較し、あなたとご家族にとって大切な学校をチェックできるようになりました。

ご参加いただき、とてもうれしく思います。

どうぞお楽しみください。
{{siteName}}チーム$mail$
),
(
  'activation', 'lv',
  $mail$Aktivizējiet savu {{siteName}} kontu$mail$,
  $mail$<p>Labdien!</p>
<p>Paldies, ka pievienojāties {{siteName}}! Vēl pēdējais solis: lūdzu, apstipriniet, ka tas bijāt jūs, aktivizējot savu kontu.</p>
<p><a href="{{link}}">Aktivizēt manu kontu</a></p>
<p>Ja poga nedarbojas, iekopējiet šo adresi savā pārlūkprogrammā:<br>{{link}}</p>
<p>Ja jūs nereģistrējāties, varat droši ignorēt šo vēstuli.</p>
<p>Uz drīzu tikšanos!<br>{{siteName}} komanda</p>$mail$,
  $mail$Labdien!

Paldies, ka pievienojāties {{siteName}}! Vēl pēdējais solis: lūdzu, apstipriniet, ka tas bijāt jūs, aktivizējot savu kontu:

{{link}}

Ja jūs nereģistrējāties, varat droši ignorēt šo vēstuli.

Uz drīzu tikšanos!
{{siteName}} komanda$mail$
),
(
  'email-validation', 'lv',
  $mail$Apstipriniet savu e-pasta adresi vietnē {{siteName}}$mail$,
  $mail$<p>Labdien!</p>
<p>Lūdzu, apstipriniet, ka šī ir jūsu e-pasta adrese, lai {{siteName}} varētu sazināties ar jums saistībā ar jūsu kontu.</p>
<p><a href="{{link}}">Apstiprināt manu e-pasta adresi</a></p>
<p>Ja poga nedarbojas, iekopējiet šo adresi savā pārlūkprogrammā:<br>{{link}}</p>
<p>Ja jūs to nepieprasījāt, varat droši ignorēt šo vēstuli: nekas nemainīsies.</p>
<p>Paldies!<br>{{siteName}} komanda</p>$mail$,
  $mail$Labdien!

Lūdzu, apstipriniet, ka šī ir jūsu e-pasta adrese, lai {{siteName}} varētu sazināties ar jums saistībā ar jūsu kontu:

{{link}}

Ja jūs to nepieprasījāt, varat droši ignorēt šo vēstuli: nekas nemainīsies.

Paldies!
{{siteName}} komanda$mail$
),
(
  'password-reset', 'lv',
  $mail$Atiestatiet savu {{siteName}} paroli$mail$,
  $mail$<p>Labdien!</p>
<p>Kāds (cerams, ka jūs) pieprasīja atiestatīt jūsu {{siteName}} konta paroli.</p>
<p><a href="{{link}}">Izvēlēties jaunu paroli</a></p>
<p>Ja poga nedarbojas, iekopējiet šo adresi savā pārlūkprogrammā:<br>{{link}}</p>
<p>Šo saiti var izmantot tikai vienu reizi, un tās derīguma termiņš drīz beigsies. Ja jūs nepieprasījāt jaunu paroli, ignorējiet šo vēstuli: jūsu pašreizējā parole joprojām darbojas.</p>
<p>{{siteName}} komanda</p>$mail$,
  $mail$Labdien!

Kāds (cerams, ka jūs) pieprasīja atiestatīt jūsu {{siteName}} konta paroli. Izvēlieties jaunu paroli šeit:

{{link}}

Šo saiti var izmantot tikai vienu reizi, un tās derīguma termiņš drīz beigsies. Ja jūs nepieprasījāt jaunu paroli, ignorējiet šo vēstuli: jūsu pašreizējā parole joprojām darbojas.

{{siteName}} komanda$mail$
),
(
  'account-close', 'lv',
  $mail$Apstipriniet sava {{siteName}} konta slēgšanu$mail$,
  $mail$<p>Labdien!</p>
<p>Mēs saņēmām pieprasījumu slēgt jūsu {{siteName}} kontu. Mums žēl, ka jūs aizejat!</p>
<p>Lai apstiprinātu, atveriet šo saiti. Pēc tam jūsu konts un jūsu personas dati tiks dzēsti.</p>
<p><a href="{{link}}">Slēgt manu kontu</a></p>
<p>Ja poga nedarbojas, iekopējiet šo adresi savā pārlūkprogrammā:<br>{{link}}</p>
<p>Ja jūs to nepieprasījāt, ignorējiet šo vēstuli, un jūsu konts paliks nemainīts.</p>
<p>{{siteName}} komanda</p>$mail$,
  $mail$Labdien!

Mēs saņēmām pieprasījumu slēgt jūsu {{siteName}} kontu. Mums žēl, ka jūs aizejat!

Lai apstiprinātu, atveriet šo saiti. Pēc tam jūsu konts un jūsu personas dati tiks dzēsti:

{{link}}

Ja jūs to nepieprasījāt, ignorējiet šo vēstuli, un jūsu konts paliks nemainīts.

{{siteName}} komanda$mail$
),
(
  'welcome', 'lv',
  $mail$Laipni lūdzam {{siteName}}, {{username}}!$mail$,
  $mail$<p>Labdien, {{username}}!</p>
<p>Jūsu konts ir gatavs. Laipni lūdzam {{siteName}}!</p>
<p>Tagad varat meklēt starptautiskās skolas visā pasaulē, salīdzināt tās un sekot līdzi tām, kas ir svarīgas jums un jūsu ģimenei.</p>
<p>Mēs priecājamies, ka esat ar mums.</p>
<p>Patīkamu lietošanu!<br>{{siteName}} komanda</p>$mail$,
  $mail$Labdien, {{username}}!

Jūsu konts ir gatavs. Laipni lūdzam {{siteName}}!

Tagad varat meklēt starptautiskās skolas visā pasaulē, salīdzināt tās un sekot līdzi tām, kas ir svarīgas jums un jūsu ģimenei.

Mēs priecājamies, ka esat ar mums.

Patīkamu lietošanu!
{{siteName}} komanda$mail$
),
(
  'activation', 'nl',
  $mail$Activeer uw account bij {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>Bedankt dat u zich hebt aangemeld bij {{siteName}}! Nog één laatste stap: bevestig dat u het was door uw account te activeren.</p>
<p><a href="{{link}}">Mijn account activeren</a></p>
<p>Werkt de knop niet? Kopieer dan dit adres naar uw browser:<br>{{link}}</p>
<p>Hebt u zich niet aangemeld? Dan kunt u deze e-mail gerust negeren.</p>
<p>Tot snel,<br>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo,

Bedankt dat u zich hebt aangemeld bij {{siteName}}! Nog één laatste stap: bevestig dat u het was door uw account te activeren:

{{link}}

Hebt u zich niet aangemeld? Dan kunt u deze e-mail gerust negeren.

Tot snel,
Het team van {{siteName}}$mail$
),
(
  'email-validation', 'nl',
  $mail$Bevestig uw e-mailadres voor {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>Wilt u bevestigen dat dit uw e-mailadres is? Dan kan {{siteName}} u bereiken over uw account.</p>
<p><a href="{{link}}">Mijn e-mailadres bevestigen</a></p>
<p>Werkt de knop niet? Kopieer dan dit adres naar uw browser:<br>{{link}}</p>
<p>Hebt u hier niet om gevraagd? Dan kunt u deze e-mail gerust negeren: er verandert niets.</p>
<p>Bedankt,<br>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo,

Wilt u bevestigen dat dit uw e-mailadres is? Dan kan {{siteName}} u bereiken over uw account:

{{link}}

Hebt u hier niet om gevraagd? Dan kunt u deze e-mail gerust negeren: er verandert niets.

Bedankt,
Het team van {{siteName}}$mail$
),
(
  'password-reset', 'nl',
  $mail$Stel uw wachtwoord voor {{siteName}} opnieuw in$mail$,
  $mail$<p>Hallo,</p>
<p>Iemand (hopelijk u) heeft gevraagd om het wachtwoord van uw account bij {{siteName}} opnieuw in te stellen.</p>
<p><a href="{{link}}">Een nieuw wachtwoord kiezen</a></p>
<p>Werkt de knop niet? Kopieer dan dit adres naar uw browser:<br>{{link}}</p>
<p>Deze link werkt één keer en verloopt binnenkort. Hebt u geen nieuw wachtwoord aangevraagd? Negeer deze e-mail dan: uw huidige wachtwoord blijft gewoon werken.</p>
<p>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo,

Iemand (hopelijk u) heeft gevraagd om het wachtwoord van uw account bij {{siteName}} opnieuw in te stellen. Kies hier een nieuw wachtwoord:

{{link}}

Deze link werkt één keer en verloopt binnenkort. Hebt u geen nieuw wachtwoord aangevraagd? Negeer deze e-mail dan: uw huidige wachtwoord blijft gewoon werken.

Het team van {{siteName}}$mail$
),
(
  'account-close', 'nl',
  $mail$Bevestig het opheffen van uw account bij {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>We hebben een verzoek ontvangen om uw account bij {{siteName}} op te heffen. Jammer dat u weggaat!</p>
<p>Volg deze link om te bevestigen. Uw account en uw persoonsgegevens worden dan verwijderd.</p>
<p><a href="{{link}}">Mijn account opheffen</a></p>
<p>Werkt de knop niet? Kopieer dan dit adres naar uw browser:<br>{{link}}</p>
<p>Hebt u hier niet om gevraagd? Negeer deze e-mail dan; uw account blijft zoals het is.</p>
<p>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo,

We hebben een verzoek ontvangen om uw account bij {{siteName}} op te heffen. Jammer dat u weggaat!

Volg deze link om te bevestigen. Uw account en uw persoonsgegevens worden dan verwijderd:

{{link}}

Hebt u hier niet om gevraagd? Negeer deze e-mail dan; uw account blijft zoals het is.

Het team van {{siteName}}$mail$
),
(
  'welcome', 'nl',
  $mail$Welkom bij {{siteName}}, {{username}}!$mail$,
  $mail$<p>Hallo {{username}},</p>
<p>Uw account is klaar. Welkom bij {{siteName}}!</p>
<p>U kunt nu internationale scholen over de hele wereld zoeken, ze vergelijken en de scholen volgen die voor u en uw gezin belangrijk zijn.</p>
<p>We zijn blij dat u erbij bent.</p>
<p>Veel plezier,<br>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo {{username}},

Uw account is klaar. Welkom bij {{siteName}}!

U kunt nu internationale scholen over de hele wereld zoeken, ze vergelijken en de scholen volgen die voor u en uw gezin belangrijk zijn.

We zijn blij dat u erbij bent.

Veel plezier,
Het team van {{siteName}}$mail$
),
(
  'activation', 'pl',
  $mail$Aktywuj swoje konto w serwisie {{siteName}}$mail$,
  $mail$<p>Dzień dobry,</p>
<p>dziękujemy za dołączenie do serwisu {{siteName}}! Został jeszcze ostatni krok: potwierdź, że to Ty, aktywując swoje konto.</p>
<p><a href="{{link}}">Aktywuj moje konto</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>{{link}}</p>
<p>Jeśli nie zakładasz konta w naszym serwisie, możesz spokojnie zignorować tę wiadomość.</p>
<p>Do zobaczenia,<br>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry,

dziękujemy za dołączenie do serwisu {{siteName}}! Został jeszcze ostatni krok: potwierdź, że to Ty, aktywując swoje konto:

{{link}}

Jeśli nie zakładasz konta w naszym serwisie, możesz spokojnie zignorować tę wiadomość.

Do zobaczenia,
Zespół {{siteName}}$mail$
),
(
  'email-validation', 'pl',
  $mail$Potwierdź swój adres e-mail w serwisie {{siteName}}$mail$,
  $mail$<p>Dzień dobry,</p>
<p>potwierdź, że to Twój adres e-mail, aby serwis {{siteName}} mógł kontaktować się z Tobą w sprawie Twojego konta.</p>
<p><a href="{{link}}">Potwierdź mój adres e-mail</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>{{link}}</p>
<p>Jeśli to nie była Twoja prośba, możesz spokojnie zignorować tę wiadomość: nic się nie zmieni.</p>
<p>Dziękujemy,<br>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry,

potwierdź, że to Twój adres e-mail, aby serwis {{siteName}} mógł kontaktować się z Tobą w sprawie Twojego konta:

{{link}}

Jeśli to nie była Twoja prośba, możesz spokojnie zignorować tę wiadomość: nic się nie zmieni.

Dziękujemy,
Zespół {{siteName}}$mail$
),
(
  'password-reset', 'pl',
  $mail$Zresetuj hasło w serwisie {{siteName}}$mail$,
  $mail$<p>Dzień dobry,</p>
<p>ktoś (miejmy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta w serwisie {{siteName}}.</p>
<p><a href="{{link}}">Ustaw nowe hasło</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>{{link}}</p>
<p>Ten link działa tylko raz i wkrótce wygaśnie. Jeśli to nie była Twoja prośba o nowe hasło, zignoruj tę wiadomość: Twoje obecne hasło nadal działa.</p>
<p>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry,

ktoś (miejmy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta w serwisie {{siteName}}. Ustaw nowe hasło tutaj:

{{link}}

Ten link działa tylko raz i wkrótce wygaśnie. Jeśli to nie była Twoja prośba o nowe hasło, zignoruj tę wiadomość: Twoje obecne hasło nadal działa.

Zespół {{siteName}}$mail$
),
(
  'account-close', 'pl',
  $mail$Potwierdź zamknięcie konta w serwisie {{siteName}}$mail$,
  $mail$<p>Dzień dobry,</p>
<p>otrzymaliśmy prośbę o zamknięcie Twojego konta w serwisie {{siteName}}. Przykro nam, że odchodzisz!</p>
<p>Aby potwierdzić, otwórz ten link. Twoje konto i dane osobowe zostaną wtedy usunięte.</p>
<p><a href="{{link}}">Zamknij moje konto</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>{{link}}</p>
<p>Jeśli to nie była Twoja prośba, zignoruj tę wiadomość, a Twoje konto pozostanie bez zmian.</p>
<p>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry,

otrzymaliśmy prośbę o zamknięcie Twojego konta w serwisie {{siteName}}. Przykro nam, że odchodzisz!

Aby potwierdzić, otwórz ten link. Twoje konto i dane osobowe zostaną wtedy usunięte:

{{link}}

Jeśli to nie była Twoja prośba, zignoruj tę wiadomość, a Twoje konto pozostanie bez zmian.

Zespół {{siteName}}$mail$
),
(
  'welcome', 'pl',
  $mail$Witamy w serwisie {{siteName}}, {{username}}!$mail$,
  $mail$<p>Dzień dobry, {{username}},</p>
<p>Twoje konto jest gotowe. Witamy w serwisie {{siteName}}!</p>
<p>Możesz teraz wyszukiwać szkoły międzynarodowe na całym świecie, porównywać je i śledzić te, które są ważne dla Ciebie i Twojej rodziny.</p>
<p>Cieszymy się, że jesteś z nami.</p>
<p>Udanych poszukiwań,<br>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry, {{username}},

Twoje konto jest gotowe. Witamy w serwisie {{siteName}}!

Możesz teraz wyszukiwać szkoły międzynarodowe na całym świecie, porównywać je i śledzić te, które są ważne dla Ciebie i Twojej rodziny.

Cieszymy się, że jesteś z nami.

Udanych poszukiwań,
Zespół {{siteName}}$mail$
),
(
  'activation', 'pt',
  $mail$Ative a sua conta {{siteName}}$mail$,
  $mail$<p>Olá,</p>
<p>Obrigado por se juntar ao {{siteName}}! Falta só um passo: ative a sua conta para confirmar que o pedido foi seu.</p>
<p><a href="{{link}}">Ativar a minha conta</a></p>
<p>Se o botão não funcionar, copie este endereço para o seu navegador:<br>{{link}}</p>
<p>Se não se registou, pode ignorar este e-mail em segurança.</p>
<p>Até breve,<br>A equipa {{siteName}}</p>$mail$,
  $mail$Olá,

Obrigado por se juntar ao {{siteName}}! Falta só um passo: ative a sua conta para confirmar que o pedido foi seu:

{{link}}

Se não se registou, pode ignorar este e-mail em segurança.

Até breve,
A equipa {{siteName}}$mail$
),
(
  'email-validation', 'pt',
  $mail$Confirme o seu endereço de e-mail para o {{siteName}}$mail$,
  $mail$<p>Olá,</p>
<p>Confirme que este é o seu endereço de e-mail, para que o {{siteName}} o possa contactar sobre a sua conta.</p>
<p><a href="{{link}}">Confirmar o meu endereço de e-mail</a></p>
<p>Se o botão não funcionar, copie este endereço para o seu navegador:<br>{{link}}</p>
<p>Se não fez este pedido, pode ignorar este e-mail em segurança: nada será alterado.</p>
<p>Obrigado,<br>A equipa {{siteName}}</p>$mail$,
  $mail$Olá,

Confirme que este é o seu endereço de e-mail, para que o {{siteName}} o possa contactar sobre a sua conta:

{{link}}

Se não fez este pedido, pode ignorar este e-mail em segurança: nada será alterado.

Obrigado,
A equipa {{siteName}}$mail$
),
(
  'password-reset', 'pt',
  $mail$Reponha a sua palavra-passe do {{siteName}}$mail$,
  $mail$<p>Olá,</p>
<p>Foi pedida (esperamos que por si) a reposição da palavra-passe da sua conta {{siteName}}.</p>
<p><a href="{{link}}">Escolher uma nova palavra-passe</a></p>
<p>Se o botão não funcionar, copie este endereço para o seu navegador:<br>{{link}}</p>
<p>Esta ligação só funciona uma vez e expira em breve. Se não pediu uma nova palavra-passe, ignore este e-mail: a sua palavra-passe atual continua a funcionar.</p>
<p>A equipa {{siteName}}</p>$mail$,
  $mail$Olá,

Foi pedida (esperamos que por si) a reposição da palavra-passe da sua conta {{siteName}}. Escolha uma nova palavra-passe aqui:

{{link}}

Esta ligação só funciona uma vez e expira em breve. Se não pediu uma nova palavra-passe, ignore este e-mail: a sua palavra-passe atual continua a funcionar.

A equipa {{siteName}}$mail$
),
(
  'account-close', 'pt',
  $mail$Confirme o encerramento da sua conta {{siteName}}$mail$,
  $mail$<p>Olá,</p>
<p>Recebemos um pedido para encerrar a sua conta {{siteName}}. Lamentamos a sua partida!</p>
<p>Para confirmar, siga esta ligação. A sua conta e os seus dados pessoais serão então eliminados.</p>
<p><a href="{{link}}">Encerrar a minha conta</a></p>
<p>Se o botão não funcionar, copie este endereço para o seu navegador:<br>{{link}}</p>
<p>Se não fez este pedido, ignore este e-mail e a sua conta ficará como está.</p>
<p>A equipa {{siteName}}</p>$mail$,
  $mail$Olá,

Recebemos um pedido para encerrar a sua conta {{siteName}}. Lamentamos a sua partida!

Para confirmar, siga esta ligação. A sua conta e os seus dados pessoais serão então eliminados:

{{link}}

Se não fez este pedido, ignore este e-mail e a sua conta ficará como está.

A equipa {{siteName}}$mail$
),
(
  'welcome', 'pt',
  $mail$Bem-vindo ao {{siteName}}, {{username}}!$mail$,
  $mail$<p>Olá, {{username}},</p>
<p>A sua conta está pronta. Bem-vindo ao {{siteName}}!</p>
<p>Já pode pesquisar escolas internacionais em todo o mundo, compará-las e acompanhar as que são importantes para si e para a sua família.</p>
<p>É um prazer contar consigo.</p>
<p>Boas pesquisas,<br>A equipa {{siteName}}</p>$mail$,
  $mail$Olá, {{username}},

A sua conta está pronta. Bem-vindo ao {{siteName}}!

Já pode pesquisar escolas internacionais em todo o mundo, compará-las e acompanhar as que são importantes para si e para a sua família.

É um prazer contar consigo.

Boas pesquisas,
A equipa {{siteName}}$mail$
),
(
  'activation', 'ro',
  $mail$Activați-vă contul {{siteName}}$mail$,
  $mail$<p>Bună ziua,</p>
<p>Vă mulțumim că v-ați alăturat {{siteName}}! Un ultim pas: vă rugăm să confirmați că dumneavoastră ați făcut înregistrarea, activându-vă contul.</p>
<p><a href="{{link}}">Activați contul</a></p>
<p>Dacă butonul nu funcționează, copiați această adresă în browser:<br>{{link}}</p>
<p>Dacă nu v-ați înregistrat, puteți ignora acest e-mail.</p>
<p>Pe curând,<br>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua,

Vă mulțumim că v-ați alăturat {{siteName}}! Un ultim pas: vă rugăm să confirmați că dumneavoastră ați făcut înregistrarea, activându-vă contul:

{{link}}

Dacă nu v-ați înregistrat, puteți ignora acest e-mail.

Pe curând,
Echipa {{siteName}}$mail$
),
(
  'email-validation', 'ro',
  $mail$Confirmați adresa de e-mail pentru {{siteName}}$mail$,
  $mail$<p>Bună ziua,</p>
<p>Vă rugăm să confirmați că aceasta este adresa dumneavoastră de e-mail, pentru ca {{siteName}} să vă poată contacta în legătură cu contul dumneavoastră.</p>
<p><a href="{{link}}">Confirmați adresa de e-mail</a></p>
<p>Dacă butonul nu funcționează, copiați această adresă în browser:<br>{{link}}</p>
<p>Dacă nu ați solicitat acest lucru, puteți ignora acest e-mail: nu se va schimba nimic.</p>
<p>Vă mulțumim,<br>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua,

Vă rugăm să confirmați că aceasta este adresa dumneavoastră de e-mail, pentru ca {{siteName}} să vă poată contacta în legătură cu contul dumneavoastră:

{{link}}

Dacă nu ați solicitat acest lucru, puteți ignora acest e-mail: nu se va schimba nimic.

Vă mulțumim,
Echipa {{siteName}}$mail$
),
(
  'password-reset', 'ro',
  $mail$Resetați parola contului {{siteName}}$mail$,
  $mail$<p>Bună ziua,</p>
<p>Cineva (sperăm că dumneavoastră) a solicitat resetarea parolei contului dumneavoastră {{siteName}}.</p>
<p><a href="{{link}}">Alegeți o parolă nouă</a></p>
<p>Dacă butonul nu funcționează, copiați această adresă în browser:<br>{{link}}</p>
<p>Acest link poate fi folosit o singură dată și expiră în curând. Dacă nu ați solicitat o parolă nouă, ignorați acest e-mail: parola actuală funcționează în continuare.</p>
<p>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua,

Cineva (sperăm că dumneavoastră) a solicitat resetarea parolei contului dumneavoastră {{siteName}}. Alegeți o parolă nouă aici:

{{link}}

Acest link poate fi folosit o singură dată și expiră în curând. Dacă nu ați solicitat o parolă nouă, ignorați acest e-mail: parola actuală funcționează în continuare.

Echipa {{siteName}}$mail$
),
(
  'account-close', 'ro',
  $mail$Confirmați închiderea contului {{siteName}}$mail$,
  $mail$<p>Bună ziua,</p>
<p>Am primit o solicitare de închidere a contului dumneavoastră {{siteName}}. Ne pare rău că plecați!</p>
<p>Pentru a confirma, accesați acest link. Contul și datele dumneavoastră personale vor fi apoi șterse.</p>
<p><a href="{{link}}">Închideți contul</a></p>
<p>Dacă butonul nu funcționează, copiați această adresă în browser:<br>{{link}}</p>
<p>Dacă nu ați solicitat acest lucru, ignorați acest e-mail, iar contul dumneavoastră rămâne neschimbat.</p>
<p>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua,

Am primit o solicitare de închidere a contului dumneavoastră {{siteName}}. Ne pare rău că plecați!

Pentru a confirma, accesați acest link. Contul și datele dumneavoastră personale vor fi apoi șterse:

{{link}}

Dacă nu ați solicitat acest lucru, ignorați acest e-mail, iar contul dumneavoastră rămâne neschimbat.

Echipa {{siteName}}$mail$
),
(
  'welcome', 'ro',
  $mail$Bun venit pe {{siteName}}, {{username}}!$mail$,
  $mail$<p>Bună ziua, {{username}},</p>
<p>Contul dumneavoastră este gata. Bun venit pe {{siteName}}!</p>
<p>Acum puteți căuta școli internaționale din întreaga lume, le puteți compara și puteți urmări școlile care contează pentru dumneavoastră și familia dumneavoastră.</p>
<p>Ne bucurăm că sunteți alături de noi.</p>
<p>Vă dorim o experiență plăcută,<br>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua, {{username}},

Contul dumneavoastră este gata. Bun venit pe {{siteName}}!

Acum puteți căuta școli internaționale din întreaga lume, le puteți compara și puteți urmări școlile care contează pentru dumneavoastră și familia dumneavoastră.

Ne bucurăm că sunteți alături de noi.

Vă dorim o experiență plăcută,
Echipa {{siteName}}$mail$
),
(
  'activation', 'ru',
  $mail$Активируйте свой аккаунт на {{siteName}}$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Спасибо, что присоединились к {{siteName}}! Остался последний шаг: подтвердите, что это были вы, активировав свой аккаунт.</p>
<p><a href="{{link}}">Активировать аккаунт</a></p>
<p>Если кнопка не работает, скопируйте этот адрес в браузер:<br>{{link}}</p>
<p>Если вы не регистрировались, просто проигнорируйте это письмо.</p>
<p>До скорой встречи,<br>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте!

Спасибо, что присоединились к {{siteName}}! Остался последний шаг: подтвердите, что это были вы, активировав свой аккаунт:

{{link}}

Если вы не регистрировались, просто проигнорируйте это письмо.

До скорой встречи,
Команда {{siteName}}$mail$
),
(
  'email-validation', 'ru',
  $mail$Подтвердите адрес электронной почты для {{siteName}}$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Пожалуйста, подтвердите, что это ваш адрес электронной почты, чтобы {{siteName}} мог связываться с вами по вопросам вашего аккаунта.</p>
<p><a href="{{link}}">Подтвердить адрес электронной почты</a></p>
<p>Если кнопка не работает, скопируйте этот адрес в браузер:<br>{{link}}</p>
<p>Если вы этого не запрашивали, просто проигнорируйте это письмо: ничего не изменится.</p>
<p>Спасибо,<br>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте!

Пожалуйста, подтвердите, что это ваш адрес электронной почты, чтобы {{siteName}} мог связываться с вами по вопросам вашего аккаунта:

{{link}}

Если вы этого не запрашивали, просто проигнорируйте это письмо: ничего не изменится.

Спасибо,
Команда {{siteName}}$mail$
),
(
  'password-reset', 'ru',
  $mail$Сброс пароля на {{siteName}}$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Кто-то (надеемся, что вы) запросил сброс пароля для вашего аккаунта на {{siteName}}.</p>
<p><a href="{{link}}">Выбрать новый пароль</a></p>
<p>Если кнопка не работает, скопируйте этот адрес в браузер:<br>{{link}}</p>
<p>Ссылка одноразовая, и срок её действия скоро истечёт. Если вы не запрашивали новый пароль, проигнорируйте это письмо: ваш текущий пароль по-прежнему действует.</p>
<p>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте!

Кто-то (надеемся, что вы) запросил сброс пароля для вашего аккаунта на {{siteName}}. Выберите новый пароль здесь:

{{link}}

Ссылка одноразовая, и срок её действия скоро истечёт. Если вы не запрашивали новый пароль, проигнорируйте это письмо: ваш текущий пароль по-прежнему действует.

Команда {{siteName}}$mail$
),
(
  'account-close', 'ru',
  $mail$Подтвердите удаление аккаунта на {{siteName}}$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Мы получили запрос на удаление вашего аккаунта на {{siteName}}. Нам жаль, что вы уходите!</p>
<p>Чтобы подтвердить удаление, перейдите по этой ссылке. После этого ваш аккаунт и ваши личные данные будут удалены.</p>
<p><a href="{{link}}">Удалить мой аккаунт</a></p>
<p>Если кнопка не работает, скопируйте этот адрес в браузер:<br>{{link}}</p>
<p>Если вы этого не запрашивали, проигнорируйте это письмо, и ваш аккаунт останется без изменений.</p>
<p>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте!

Мы получили запрос на удаление вашего аккаунта на {{siteName}}. Нам жаль, что вы уходите!

Чтобы подтвердить удаление, перейдите по этой ссылке. После этого ваш аккаунт и ваши личные данные будут удалены:

{{link}}

Если вы этого не запрашивали, проигнорируйте это письмо, и ваш аккаунт останется без изменений.

Команда {{siteName}}$mail$
),
(
  'welcome', 'ru',
  $mail$Добро пожаловать на {{siteName}}, {{username}}!$mail$,
  $mail$<p>Здравствуйте, {{username}}!</p>
<p>Ваш аккаунт готов. Добро пожаловать на {{siteName}}!</p>
<p>Теперь вы можете искать международные школы по всему миру, сравнивать их и следить за теми, которые важны для вас и вашей семьи.</p>
<p>Мы рады, что вы с нами.</p>
<p>Приятного пользования!<br>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте, {{username}}!

Ваш аккаунт готов. Добро пожаловать на {{siteName}}!

Теперь вы можете искать международные школы по всему миру, сравнивать их и следить за теми, которые важны для вас и вашей семьи.

Мы рады, что вы с нами.

Приятного пользования!
Команда {{siteName}}$mail$
),
(
  'activation', 'sk',
  $mail$Aktivujte si účet {{siteName}}$mail$,
  $mail$<p>Dobrý deň,</p>
<p>ďakujeme, že ste sa pridali ku komunite {{siteName}}! Zostáva posledný krok: potvrďte, prosím, že ste to boli vy, a aktivujte si účet.</p>
<p><a href="{{link}}">Aktivovať môj účet</a></p>
<p>Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:<br>{{link}}</p>
<p>Ak ste sa neregistrovali, tento e-mail môžete pokojne ignorovať.</p>
<p>Do skorého videnia,<br>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň,

ďakujeme, že ste sa pridali ku komunite {{siteName}}! Zostáva posledný krok: potvrďte, prosím, že ste to boli vy, a aktivujte si účet:

{{link}}

Ak ste sa neregistrovali, tento e-mail môžete pokojne ignorovať.

Do skorého videnia,
Tím {{siteName}}$mail$
),
(
  'email-validation', 'sk',
  $mail$Potvrďte svoju e-mailovú adresu pre {{siteName}}$mail$,
  $mail$<p>Dobrý deň,</p>
<p>potvrďte, prosím, že toto je vaša e-mailová adresa, aby vás tím {{siteName}} mohol kontaktovať v súvislosti s vaším účtom.</p>
<p><a href="{{link}}">Potvrdiť moju e-mailovú adresu</a></p>
<p>Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:<br>{{link}}</p>
<p>Ak ste o to nežiadali, tento e-mail môžete pokojne ignorovať: nič sa nezmení.</p>
<p>Ďakujeme,<br>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň,

potvrďte, prosím, že toto je vaša e-mailová adresa, aby vás tím {{siteName}} mohol kontaktovať v súvislosti s vaším účtom:

{{link}}

Ak ste o to nežiadali, tento e-mail môžete pokojne ignorovať: nič sa nezmení.

Ďakujeme,
Tím {{siteName}}$mail$
),
(
  'password-reset', 'sk',
  $mail$Obnovte si heslo k účtu {{siteName}}$mail$,
  $mail$<p>Dobrý deň,</p>
<p>niekto (dúfame, že vy) požiadal o obnovenie hesla k vášmu účtu {{siteName}}.</p>
<p><a href="{{link}}">Zvoliť nové heslo</a></p>
<p>Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:<br>{{link}}</p>
<p>Tento odkaz funguje iba raz a čoskoro vyprší. Ak ste o nové heslo nežiadali, tento e-mail ignorujte: vaše súčasné heslo stále platí.</p>
<p>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň,

niekto (dúfame, že vy) požiadal o obnovenie hesla k vášmu účtu {{siteName}}. Nové heslo si zvoľte tu:

{{link}}

Tento odkaz funguje iba raz a čoskoro vyprší. Ak ste o nové heslo nežiadali, tento e-mail ignorujte: vaše súčasné heslo stále platí.

Tím {{siteName}}$mail$
),
(
  'account-close', 'sk',
  $mail$Potvrďte zrušenie svojho účtu {{siteName}}$mail$,
  $mail$<p>Dobrý deň,</p>
<p>dostali sme žiadosť o zrušenie vášho účtu {{siteName}}. Je nám ľúto, že odchádzate!</p>
<p>Na potvrdenie otvorte tento odkaz. Váš účet a vaše osobné údaje potom budú odstránené.</p>
<p><a href="{{link}}">Zrušiť môj účet</a></p>
<p>Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:<br>{{link}}</p>
<p>Ak ste o to nežiadali, tento e-mail ignorujte a váš účet zostane tak, ako je.</p>
<p>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň,

dostali sme žiadosť o zrušenie vášho účtu {{siteName}}. Je nám ľúto, že odchádzate!

Na potvrdenie otvorte tento odkaz. Váš účet a vaše osobné údaje potom budú odstránené:

{{link}}

Ak ste o to nežiadali, tento e-mail ignorujte a váš účet zostane tak, ako je.

Tím {{siteName}}$mail$
),
(
  'welcome', 'sk',
  $mail$Vitajte na stránke {{siteName}}, {{username}}!$mail$,
  $mail$<p>Dobrý deň, {{username}},</p>
<p>váš účet je pripravený. Vitajte na stránke {{siteName}}!</p>
<p>Teraz môžete vyhľadávať medzinárodné školy na celom svete, porovnávať ich a sledovať tie, na ktorých záleží vám a vašej rodine.</p>
<p>Sme radi, že ste s nami.</p>
<p>Príjemné hľadanie,<br>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň, {{username}},

váš účet je pripravený. Vitajte na stránke {{siteName}}!

Teraz môžete vyhľadávať medzinárodné školy na celom svete, porovnávať ich a sledovať tie, na ktorých záleží vám a vašej rodine.

Sme radi, že ste s nami.

Príjemné hľadanie,
Tím {{siteName}}$mail$
),
(
  'activation', 'sv',
  $mail$Aktivera ditt konto på {{siteName}}$mail$,
  $mail$<p>Hej!</p>
<p>Tack för att du har gått med i {{siteName}}! Ett sista steg: bekräfta att det var du genom att aktivera ditt konto.</p>
<p><a href="{{link}}">Aktivera mitt konto</a></p>
<p>Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:<br>{{link}}</p>
<p>Om du inte har registrerat dig kan du lugnt bortse från det här mejlet.</p>
<p>Vi ses snart!<br>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej!

Tack för att du har gått med i {{siteName}}! Ett sista steg: bekräfta att det var du genom att aktivera ditt konto:

{{link}}

Om du inte har registrerat dig kan du lugnt bortse från det här mejlet.

Vi ses snart!
Teamet bakom {{siteName}}$mail$
),
(
  'email-validation', 'sv',
  $mail$Bekräfta din e-postadress för {{siteName}}$mail$,
  $mail$<p>Hej!</p>
<p>Bekräfta att det här är din e-postadress, så att {{siteName}} kan nå dig angående ditt konto.</p>
<p><a href="{{link}}">Bekräfta min e-postadress</a></p>
<p>Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:<br>{{link}}</p>
<p>Om du inte har bett om detta kan du lugnt bortse från det här mejlet: ingenting kommer att ändras.</p>
<p>Tack!<br>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej!

Bekräfta att det här är din e-postadress, så att {{siteName}} kan nå dig angående ditt konto:

{{link}}

Om du inte har bett om detta kan du lugnt bortse från det här mejlet: ingenting kommer att ändras.

Tack!
Teamet bakom {{siteName}}$mail$
),
(
  'password-reset', 'sv',
  $mail$Återställ ditt lösenord på {{siteName}}$mail$,
  $mail$<p>Hej!</p>
<p>Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto på {{siteName}}.</p>
<p><a href="{{link}}">Välj ett nytt lösenord</a></p>
<p>Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:<br>{{link}}</p>
<p>Länken kan bara användas en gång och slutar snart att gälla. Om du inte har bett om ett nytt lösenord kan du bortse från det här mejlet: ditt nuvarande lösenord fungerar fortfarande.</p>
<p>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej!

Någon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto på {{siteName}}. Välj ett nytt lösenord här:

{{link}}

Länken kan bara användas en gång och slutar snart att gälla. Om du inte har bett om ett nytt lösenord kan du bortse från det här mejlet: ditt nuvarande lösenord fungerar fortfarande.

Teamet bakom {{siteName}}$mail$
),
(
  'account-close', 'sv',
  $mail$Bekräfta att du vill avsluta ditt konto på {{siteName}}$mail$,
  $mail$<p>Hej!</p>
<p>Vi har fått en begäran om att avsluta ditt konto på {{siteName}}. Vi är ledsna att du lämnar oss!</p>
<p>Följ den här länken för att bekräfta. Ditt konto och dina personuppgifter raderas då.</p>
<p><a href="{{link}}">Avsluta mitt konto</a></p>
<p>Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:<br>{{link}}</p>
<p>Om du inte har bett om detta kan du bortse från det här mejlet, så förblir ditt konto som det är.</p>
<p>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej!

Vi har fått en begäran om att avsluta ditt konto på {{siteName}}. Vi är ledsna att du lämnar oss!

Följ den här länken för att bekräfta. Ditt konto och dina personuppgifter raderas då:

{{link}}

Om du inte har bett om detta kan du bortse från det här mejlet, så förblir ditt konto som det är.

Teamet bakom {{siteName}}$mail$
),
(
  'welcome', 'sv',
  $mail$Välkommen till {{siteName}}, {{username}}!$mail$,
  $mail$<p>Hej {{username}}!</p>
<p>Ditt konto är klart. Välkommen till {{siteName}}!</p>
<p>Nu kan du söka bland internationella skolor över hela världen, jämföra dem och hålla koll på de skolor som är viktiga för dig och din familj.</p>
<p>Vi är glada att ha dig med oss.</p>
<p>Mycket nöje!<br>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej {{username}}!

Ditt konto är klart. Välkommen till {{siteName}}!

Nu kan du söka bland internationella skolor över hela världen, jämföra dem och hålla koll på de skolor som är viktiga för dig och din familj.

Vi är glada att ha dig med oss.

Mycket nöje!
Teamet bakom {{siteName}}$mail$
),
(
  'activation', 'zh-hans',
  $mail$激活您的{{siteName}}账号$mail$,
  $mail$<p>您好！</p>
<p>感谢您加入{{siteName}}！只差最后一步：请激活您的账号，以确认是您本人操作。</p>
<p><a href="{{link}}">激活我的账号</a></p>
<p>如果按钮无法使用，请将以下地址复制到浏览器中打开：<br>{{link}}</p>
<p>如果您没有注册，可以放心忽略此邮件。</p>
<p>期待再次见到您！<br>{{siteName}}团队</p>$mail$,
  $mail$您好！

感谢您加入{{siteName}}！只差最后一步：请激活您的账号，以确认是您本人操作：

{{link}}

如果您没有注册，可以放心忽略此邮件。

期待再次见到您！
{{siteName}}团队$mail$
),
(
  'email-validation', 'zh-hans',
  $mail$确认您在{{siteName}}的邮箱地址$mail$,
  $mail$<p>您好！</p>
<p>请确认这是您的邮箱地址，以便{{siteName}}就您的账号与您联系。</p>
<p><a href="{{link}}">确认我的邮箱地址</a></p>
<p>如果按钮无法使用，请将以下地址复制到浏览器中打开：<br>{{link}}</p>
<p>如果这不是您发起的请求，可以放心忽略此邮件：不会有任何变化。</p>
<p>谢谢！<br>{{siteName}}团队</p>$mail$,
  $mail$您好！

请确认这是您的邮箱地址，以便{{siteName}}就您的账号与您联系：

{{link}}

如果这不是您发起的请求，可以放心忽略此邮件：不会有任何变化。

谢谢！
{{siteName}}团队$mail$
),
(
  'password-reset', 'zh-hans',
  $mail$重置您的{{siteName}}密码$mail$,
  $mail$<p>您好！</p>
<p>有人（希望是您本人）申请重置您{{siteName}}账号的密码。</p>
<p><a href="{{link}}">设置新密码</a></p>
<p>如果按钮无法使用，请将以下地址复制到浏览器中打开：<br>{{link}}</p>
<p>此链接仅可使用一次，且很快就会过期。如果您没有申请新密码，请忽略此邮件：您当前的密码仍然有效。</p>
<p>{{siteName}}团队</p>$mail$,
  $mail$您好！

有人（希望是您本人）申请重置您{{siteName}}账号的密码。请在此设置新密码：

{{link}}

此链接仅可使用一次，且很快就会过期。如果您没有申请新密码，请忽略此邮件：您当前的密码仍然有效。

{{siteName}}团队$mail$
),
(
  'account-close', 'zh-hans',
  $mail$确认注销您的{{siteName}}账号$mail$,
  $mail$<p>您好！</p>
<p>我们收到了注销您{{siteName}}账号的请求。很遗憾看到您离开！</p>
<p>如需确认，请打开此链接。随后，您的账号和个人数据将被删除。</p>
<p><a href="{{link}}">注销我的账号</a></p>
<p>如果按钮无法使用，请将以下地址复制到浏览器中打开：<br>{{link}}</p>
<p>如果这不是您发起的请求，请忽略此邮件，您的账号将保持不变。</p>
<p>{{siteName}}团队</p>$mail$,
  $mail$您好！

我们收到了注销您{{siteName}}账号的请求。很遗憾看到您离开！

如需确认，请打开此链接。随后，您的账号和个人数据将被删除：

{{link}}

如果这不是您发起的请求，请忽略此邮件，您的账号将保持不变。

{{siteName}}团队$mail$
),
(
  'welcome', 'zh-hans',
  $mail$欢迎加入{{siteName}}，{{username}}！$mail$,
  $mail$<p>{{username}}，您好！</p>
<p>您的账号已准备就绪。欢迎加入{{siteName}}！</p>
<p>现在，您可以搜索世界各地的国际学校，进行比较，并关注对您和家人重要的学校。</p>
<p>很高兴有您加入。</p>
<p>祝您使用愉快！<br>{{siteName}}团队</p>$mail$,
  $mail${{username}}，您好！

您的账号已准备就绪。欢迎加入{{siteName}}！

现在，您可以搜索世界各地的国际学校，进行比较，并关注对您和家人重要的学校。

很高兴有您加入。

祝您使用愉快！
{{siteName}}团队$mail$
),
(
  'activation', 'zh-hant',
  $mail$啟用您的{{siteName}}帳號$mail$,
  $mail$<p>您好！</p>
<p>感謝您加入{{siteName}}！只剩最後一步：請啟用您的帳號，以確認是您本人。</p>
<p><a href="{{link}}">啟用我的帳號</a></p>
<p>如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：<br>{{link}}</p>
<p>如果您沒有註冊，可以放心忽略這封電子郵件。</p>
<p>期待很快再見到您！<br>{{siteName}}團隊</p>$mail$,
  $mail$您好！

感謝您加入{{siteName}}！只剩最後一步：請啟用您的帳號，以確認是您本人：

{{link}}

如果您沒有註冊，可以放心忽略這封電子郵件。

期待很快再見到您！
{{siteName}}團隊$mail$
),
(
  'email-validation', 'zh-hant',
  $mail$確認您在{{siteName}}的電子郵件地址$mail$,
  $mail$<p>您好！</p>
<p>請確認這是您的電子郵件地址，以便{{siteName}}就您的帳號與您聯繫。</p>
<p><a href="{{link}}">確認我的電子郵件地址</a></p>
<p>如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：<br>{{link}}</p>
<p>如果這不是您提出的要求，可以放心忽略這封電子郵件：不會有任何變更。</p>
<p>謝謝！<br>{{siteName}}團隊</p>$mail$,
  $mail$您好！

請確認這是您的電子郵件地址，以便{{siteName}}就您的帳號與您聯繫：

{{link}}

如果這不是您提出的要求，可以放心忽略這封電子郵件：不會有任何變更。

謝謝！
{{siteName}}團隊$mail$
),
(
  'password-reset', 'zh-hant',
  $mail$重設您的{{siteName}}密碼$mail$,
  $mail$<p>您好！</p>
<p>有人（希望是您本人）要求重設您{{siteName}}帳號的密碼。</p>
<p><a href="{{link}}">設定新密碼</a></p>
<p>如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：<br>{{link}}</p>
<p>此連結僅能使用一次，且很快就會失效。如果您沒有要求設定新密碼，請忽略這封電子郵件：您目前的密碼仍然有效。</p>
<p>{{siteName}}團隊</p>$mail$,
  $mail$您好！

有人（希望是您本人）要求重設您{{siteName}}帳號的密碼。請在此設定新密碼：

{{link}}

此連結僅能使用一次，且很快就會失效。如果您沒有要求設定新密碼，請忽略這封電子郵件：您目前的密碼仍然有效。

{{siteName}}團隊$mail$
),
(
  'account-close', 'zh-hant',
  $mail$確認關閉您的{{siteName}}帳號$mail$,
  $mail$<p>您好！</p>
<p>我們收到關閉您{{siteName}}帳號的要求。很遺憾看到您離開！</p>
<p>如需確認，請開啟此連結。之後，您的帳號和個人資料將被刪除。</p>
<p><a href="{{link}}">關閉我的帳號</a></p>
<p>如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：<br>{{link}}</p>
<p>如果這不是您提出的要求，請忽略這封電子郵件，您的帳號將維持原狀。</p>
<p>{{siteName}}團隊</p>$mail$,
  $mail$您好！

我們收到關閉您{{siteName}}帳號的要求。很遺憾看到您離開！

如需確認，請開啟此連結。之後，您的帳號和個人資料將被刪除：

{{link}}

如果這不是您提出的要求，請忽略這封電子郵件，您的帳號將維持原狀。

{{siteName}}團隊$mail$
),
(
  'welcome', 'zh-hant',
  $mail$歡迎加入{{siteName}}，{{username}}！$mail$,
  $mail$<p>{{username}}，您好！</p>
<p>您的帳號已準備就緒。歡迎加入{{siteName}}！</p>
<p>現在，您可以搜尋世界各地的國際學校、加以比較，並關注對您和家人重要的學校。</p>
<p>很高興有您的加入。</p>
<p>祝您使用愉快！<br>{{siteName}}團隊</p>$mail$,
  $mail${{username}}，您好！

您的帳號已準備就緒。歡迎加入{{siteName}}！

現在，您可以搜尋世界各地的國際學校、加以比較，並關注對您和家人重要的學校。

很高興有您的加入。

祝您使用愉快！
{{siteName}}團隊$mail$
);
