-- Sent to the owner of an account an administrator created: a link to choose a password,
-- valid for a week, in the 20 languages.
insert into mail_template (name, lang, subject, html, text) values
(
  'invitation', 'en',
  'Your {{siteName}} account is ready',
  $mail$<p>Hello,</p>
<p>An administrator of {{siteName}} created an account for you with this email address.</p>
<p>To start using it, choose your password:</p>
<p><a href="{{link}}">Choose my password</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>This link works for 7 days. If you did not expect this email, you can ignore it.</p>
<p>See you soon,<br>The {{siteName}} team</p>$mail$,
  $mail$Hello,

An administrator of {{siteName}} created an account for you with this email address.

To start using it, choose your password:
{{link}}

This link works for 7 days. If you did not expect this email, you can ignore it.

See you soon,
The {{siteName}} team$mail$
),
(
  'invitation', 'de',
  $mail$Ihr Konto bei {{siteName}} ist bereit$mail$,
  $mail$<p>Hallo,</p>
<p>ein Administrator von {{siteName}} hat mit dieser E-Mail-Adresse ein Konto für Sie erstellt.</p>
<p>Um es zu nutzen, wählen Sie Ihr Passwort:</p>
<p><a href="{{link}}">Mein Passwort wählen</a></p>
<p>Falls der Button nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>
<p>Dieser Link ist 7 Tage lang gültig. Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.</p>
<p>Bis bald<br>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo,

ein Administrator von {{siteName}} hat mit dieser E-Mail-Adresse ein Konto für Sie erstellt.

Um es zu nutzen, wählen Sie Ihr Passwort:
{{link}}

Dieser Link ist 7 Tage lang gültig. Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.

Bis bald
Ihr {{siteName}}-Team$mail$
),
(
  'invitation', 'es',
  $mail$Su cuenta de {{siteName}} está lista$mail$,
  $mail$<p>Hola:</p>
<p>Un administrador de {{siteName}} ha creado una cuenta para usted con esta dirección de correo electrónico.</p>
<p>Para empezar a usarla, elija su contraseña:</p>
<p><a href="{{link}}">Elegir mi contraseña</a></p>
<p>Si el botón no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>Este enlace funciona durante 7 días. Si no esperaba este correo, puede ignorarlo.</p>
<p>Hasta pronto,<br>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola:

Un administrador de {{siteName}} ha creado una cuenta para usted con esta dirección de correo electrónico.

Para empezar a usarla, elija su contraseña:
{{link}}

Este enlace funciona durante 7 días. Si no esperaba este correo, puede ignorarlo.

Hasta pronto,
El equipo de {{siteName}}$mail$
),
(
  'invitation', 'fr',
  $mail$Votre compte {{siteName}} est prêt$mail$,
  $mail$<p>Bonjour,</p>
<p>Un administrateur de {{siteName}} a créé un compte pour vous avec cette adresse e-mail.</p>
<p>Pour commencer à l’utiliser, choisissez votre mot de passe :</p>
<p><a href="{{link}}">Choisir mon mot de passe</a></p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>{{link}}</p>
<p>Ce lien est valable 7 jours. Si vous ne vous attendiez pas à cet e-mail, vous pouvez l’ignorer.</p>
<p>À bientôt,<br>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour,

Un administrateur de {{siteName}} a créé un compte pour vous avec cette adresse e-mail.

Pour commencer à l’utiliser, choisissez votre mot de passe :
{{link}}

Ce lien est valable 7 jours. Si vous ne vous attendiez pas à cet e-mail, vous pouvez l’ignorer.

À bientôt,
L’équipe {{siteName}}$mail$
),
(
  'invitation', 'it',
  $mail$Il suo account {{siteName}} è pronto$mail$,
  $mail$<p>Buongiorno,</p>
<p>un amministratore di {{siteName}} ha creato per lei un account con questo indirizzo email.</p>
<p>Per iniziare a usarlo, scelga la sua password:</p>
<p><a href="{{link}}">Scegli la mia password</a></p>
<p>Se il pulsante non funziona, copi questo indirizzo nel suo browser:<br>{{link}}</p>
<p>Questo link è valido per 7 giorni. Se non si aspettava questa email, può ignorarla.</p>
<p>A presto,<br>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno,

un amministratore di {{siteName}} ha creato per lei un account con questo indirizzo email.

Per iniziare a usarlo, scelga la sua password:
{{link}}

Questo link è valido per 7 giorni. Se non si aspettava questa email, può ignorarla.

A presto,
Il team di {{siteName}}$mail$
),
(
  'invitation', 'nl',
  $mail$Uw account bij {{siteName}} staat klaar$mail$,
  $mail$<p>Hallo,</p>
<p>Een beheerder van {{siteName}} heeft met dit e-mailadres een account voor u aangemaakt.</p>
<p>Kies uw wachtwoord om het te gaan gebruiken:</p>
<p><a href="{{link}}">Mijn wachtwoord kiezen</a></p>
<p>Werkt de knop niet? Kopieer dan dit adres naar uw browser:<br>{{link}}</p>
<p>Deze link is 7 dagen geldig. Had u deze e-mail niet verwacht? Dan kunt u hem negeren.</p>
<p>Tot snel,<br>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo,

Een beheerder van {{siteName}} heeft met dit e-mailadres een account voor u aangemaakt.

Kies uw wachtwoord om het te gaan gebruiken:
{{link}}

Deze link is 7 dagen geldig. Had u deze e-mail niet verwacht? Dan kunt u hem negeren.

Tot snel,
Het team van {{siteName}}$mail$
),
(
  'invitation', 'pt',
  $mail$A sua conta {{siteName}} está pronta$mail$,
  $mail$<p>Olá,</p>
<p>Um administrador do {{siteName}} criou uma conta para si com este endereço de e-mail.</p>
<p>Para começar a utilizá-la, escolha a sua palavra-passe:</p>
<p><a href="{{link}}">Escolher a minha palavra-passe</a></p>
<p>Se o botão não funcionar, copie este endereço para o seu navegador:<br>{{link}}</p>
<p>Esta ligação é válida durante 7 dias. Se não esperava este e-mail, pode ignorá-lo.</p>
<p>Até breve,<br>A equipa {{siteName}}</p>$mail$,
  $mail$Olá,

Um administrador do {{siteName}} criou uma conta para si com este endereço de e-mail.

Para começar a utilizá-la, escolha a sua palavra-passe:
{{link}}

Esta ligação é válida durante 7 dias. Se não esperava este e-mail, pode ignorá-lo.

Até breve,
A equipa {{siteName}}$mail$
),
(
  'invitation', 'sv',
  $mail$Ditt konto på {{siteName}} är klart$mail$,
  $mail$<p>Hej!</p>
<p>En administratör på {{siteName}} har skapat ett konto åt dig med den här e-postadressen.</p>
<p>Välj ditt lösenord för att börja använda det:</p>
<p><a href="{{link}}">Välj mitt lösenord</a></p>
<p>Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:<br>{{link}}</p>
<p>Länken gäller i 7 dagar. Om du inte väntade dig det här mejlet kan du bortse från det.</p>
<p>Vi ses snart!<br>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej!

En administratör på {{siteName}} har skapat ett konto åt dig med den här e-postadressen.

Välj ditt lösenord för att börja använda det:
{{link}}

Länken gäller i 7 dagar. Om du inte väntade dig det här mejlet kan du bortse från det.

Vi ses snart!
Teamet bakom {{siteName}}$mail$
),
(
  'invitation', 'el',
  $mail$Ο λογαριασμός σας στο {{siteName}} είναι έτοιμος$mail$,
  $mail$<p>Γεια σας,</p>
<p>Ένας διαχειριστής του {{siteName}} δημιούργησε για εσάς έναν λογαριασμό με αυτήν τη διεύθυνση email.</p>
<p>Για να αρχίσετε να τον χρησιμοποιείτε, επιλέξτε τον κωδικό πρόσβασής σας:</p>
<p><a href="{{link}}">Επιλογή του κωδικού μου</a></p>
<p>Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτήν τη διεύθυνση στο πρόγραμμα περιήγησής σας:<br>{{link}}</p>
<p>Αυτός ο σύνδεσμος ισχύει για 7 ημέρες. Αν δεν περιμένατε αυτό το email, μπορείτε να το αγνοήσετε.</p>
<p>Τα λέμε σύντομα,<br>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας,

Ένας διαχειριστής του {{siteName}} δημιούργησε για εσάς έναν λογαριασμό με αυτήν τη διεύθυνση email.

Για να αρχίσετε να τον χρησιμοποιείτε, επιλέξτε τον κωδικό πρόσβασής σας:
{{link}}

Αυτός ο σύνδεσμος ισχύει για 7 ημέρες. Αν δεν περιμένατε αυτό το email, μπορείτε να το αγνοήσετε.

Τα λέμε σύντομα,
Η ομάδα του {{siteName}}$mail$
),
(
  'invitation', 'is',
  $mail$Aðgangurinn þinn hjá {{siteName}} er tilbúinn$mail$,
  $mail$<p>Góðan daginn,</p>
<p>Stjórnandi hjá {{siteName}} stofnaði aðgang fyrir þig með þessu netfangi.</p>
<p>Veldu þér lykilorð til að byrja að nota hann:</p>
<p><a href="{{link}}">Velja lykilorðið mitt</a></p>
<p>Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann þinn:<br>{{link}}</p>
<p>Þessi tengill virkar í 7 daga. Ef þú áttir ekki von á þessum tölvupósti geturðu hunsað hann.</p>
<p>Sjáumst fljótlega,<br>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn,

Stjórnandi hjá {{siteName}} stofnaði aðgang fyrir þig með þessu netfangi.

Veldu þér lykilorð til að byrja að nota hann:
{{link}}

Þessi tengill virkar í 7 daga. Ef þú áttir ekki von á þessum tölvupósti geturðu hunsað hann.

Sjáumst fljótlega,
Teymi {{siteName}}$mail$
),
(
  'invitation', 'ja',
  $mail${{siteName}}のアカウントの準備が整いました$mail$,
  $mail$<p>こんにちは。</p>
<p>{{siteName}}の管理者が、このメールアドレスであなたのアカウントを作成しました。</p>
<p>ご利用を開始するには、パスワードを設定してください：</p>
<p><a href="{{link}}">パスワードを設定する</a></p>
<p>ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：<br>{{link}}</p>
<p>このリンクの有効期間は7日間です。お心当たりがない場合は、このメールを無視していただいて問題ありません。</p>
<p>今後ともよろしくお願いいたします。<br>{{siteName}}チーム</p>$mail$,
  $mail$こんにちは。

{{siteName}}の管理者が、このメールアドレスであなたのアカウントを作成しました。

ご利用を開始するには、パスワードを設定してください：
{{link}}

このリンクの有効期間は7日間です。お心当たりがない場合は、このメールを無視していただいて問題ありません。

今後ともよろしくお願いいたします。
{{siteName}}チーム$mail$
),
(
  'invitation', 'lv',
  $mail$Jūsu {{siteName}} konts ir gatavs$mail$,
  $mail$<p>Labdien!</p>
<p>{{siteName}} administrators izveidoja jums kontu ar šo e-pasta adresi.</p>
<p>Lai sāktu to lietot, izvēlieties savu paroli:</p>
<p><a href="{{link}}">Izvēlēties manu paroli</a></p>
<p>Ja poga nedarbojas, iekopējiet šo adresi savā pārlūkprogrammā:<br>{{link}}</p>
<p>Šī saite ir derīga 7 dienas. Ja jūs negaidījāt šo vēstuli, varat to droši ignorēt.</p>
<p>Uz drīzu tikšanos!<br>{{siteName}} komanda</p>$mail$,
  $mail$Labdien!

{{siteName}} administrators izveidoja jums kontu ar šo e-pasta adresi.

Lai sāktu to lietot, izvēlieties savu paroli:
{{link}}

Šī saite ir derīga 7 dienas. Ja jūs negaidījāt šo vēstuli, varat to droši ignorēt.

Uz drīzu tikšanos!
{{siteName}} komanda$mail$
),
(
  'invitation', 'ro',
  $mail$Contul dumneavoastră {{siteName}} este gata$mail$,
  $mail$<p>Bună ziua,</p>
<p>Un administrator al site-ului {{siteName}} v-a creat un cont cu această adresă de e-mail.</p>
<p>Pentru a începe să îl folosiți, alegeți-vă parola:</p>
<p><a href="{{link}}">Alegeți parola</a></p>
<p>Dacă butonul nu funcționează, copiați această adresă în browser:<br>{{link}}</p>
<p>Acest link este valabil 7 zile. Dacă nu vă așteptați la acest e-mail, îl puteți ignora.</p>
<p>Pe curând,<br>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua,

Un administrator al site-ului {{siteName}} v-a creat un cont cu această adresă de e-mail.

Pentru a începe să îl folosiți, alegeți-vă parola:
{{link}}

Acest link este valabil 7 zile. Dacă nu vă așteptați la acest e-mail, îl puteți ignora.

Pe curând,
Echipa {{siteName}}$mail$
),
(
  'invitation', 'ru',
  $mail$Ваш аккаунт на {{siteName}} готов$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Администратор {{siteName}} создал для вас аккаунт с этим адресом электронной почты.</p>
<p>Чтобы начать им пользоваться, выберите пароль:</p>
<p><a href="{{link}}">Выбрать пароль</a></p>
<p>Если кнопка не работает, скопируйте этот адрес в браузер:<br>{{link}}</p>
<p>Ссылка действует 7 дней. Если вы не ожидали этого письма, просто проигнорируйте его.</p>
<p>До скорой встречи,<br>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте!

Администратор {{siteName}} создал для вас аккаунт с этим адресом электронной почты.

Чтобы начать им пользоваться, выберите пароль:
{{link}}

Ссылка действует 7 дней. Если вы не ожидали этого письма, просто проигнорируйте его.

До скорой встречи,
Команда {{siteName}}$mail$
),
(
  'invitation', 'ar',
  $mail$حسابك على {{siteName}} جاهز$mail$,
  $mail$<p>مرحبًا،</p>
<p>أنشأ أحد مسؤولي {{siteName}} حسابًا لك باستخدام عنوان البريد الإلكتروني هذا.</p>
<p>لبدء استخدامه، اختر كلمة المرور الخاصة بك:</p>
<p><a href="{{link}}">اختيار كلمة المرور</a></p>
<p>إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>{{link}}</p>
<p>يعمل هذا الرابط لمدة 7 أيام. إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.</p>
<p>نراك قريبًا،<br>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا،

أنشأ أحد مسؤولي {{siteName}} حسابًا لك باستخدام عنوان البريد الإلكتروني هذا.

لبدء استخدامه، اختر كلمة المرور الخاصة بك:
{{link}}

يعمل هذا الرابط لمدة 7 أيام. إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.

نراك قريبًا،
فريق {{siteName}}$mail$
),
(
  'invitation', 'cs',
  $mail$Váš účet {{siteName}} je připraven$mail$,
  $mail$<p>Dobrý den,</p>
<p>administrátor webu {{siteName}} vám vytvořil účet s touto e-mailovou adresou.</p>
<p>Chcete-li ho začít používat, zvolte si heslo:</p>
<p><a href="{{link}}">Zvolit heslo</a></p>
<p>Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:<br>{{link}}</p>
<p>Tento odkaz platí 7 dní. Pokud jste tento e-mail nečekali, můžete ho ignorovat.</p>
<p>Brzy na viděnou,<br>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den,

administrátor webu {{siteName}} vám vytvořil účet s touto e-mailovou adresou.

Chcete-li ho začít používat, zvolte si heslo:
{{link}}

Tento odkaz platí 7 dní. Pokud jste tento e-mail nečekali, můžete ho ignorovat.

Brzy na viděnou,
Tým {{siteName}}$mail$
),
(
  'invitation', 'pl',
  $mail$Twoje konto w serwisie {{siteName}} jest gotowe$mail$,
  $mail$<p>Dzień dobry,</p>
<p>administrator serwisu {{siteName}} utworzył dla Ciebie konto przypisane do tego adresu e-mail.</p>
<p>Aby zacząć z niego korzystać, ustaw swoje hasło:</p>
<p><a href="{{link}}">Ustaw moje hasło</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>{{link}}</p>
<p>Ten link działa przez 7 dni. Jeśli ta wiadomość jest dla Ciebie zaskoczeniem, możesz ją zignorować.</p>
<p>Do zobaczenia,<br>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry,

administrator serwisu {{siteName}} utworzył dla Ciebie konto przypisane do tego adresu e-mail.

Aby zacząć z niego korzystać, ustaw swoje hasło:
{{link}}

Ten link działa przez 7 dni. Jeśli ta wiadomość jest dla Ciebie zaskoczeniem, możesz ją zignorować.

Do zobaczenia,
Zespół {{siteName}}$mail$
),
(
  'invitation', 'sk',
  $mail$Váš účet {{siteName}} je pripravený$mail$,
  $mail$<p>Dobrý deň,</p>
<p>administrátor stránky {{siteName}} vám vytvoril účet s touto e-mailovou adresou.</p>
<p>Ak ho chcete začať používať, zvoľte si heslo:</p>
<p><a href="{{link}}">Zvoliť heslo</a></p>
<p>Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:<br>{{link}}</p>
<p>Tento odkaz platí 7 dní. Ak ste tento e-mail nečakali, môžete ho ignorovať.</p>
<p>Do skorého videnia,<br>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň,

administrátor stránky {{siteName}} vám vytvoril účet s touto e-mailovou adresou.

Ak ho chcete začať používať, zvoľte si heslo:
{{link}}

Tento odkaz platí 7 dní. Ak ste tento e-mail nečakali, môžete ho ignorovať.

Do skorého videnia,
Tím {{siteName}}$mail$
),
(
  'invitation', 'zh-hans',
  $mail$您的{{siteName}}账号已准备就绪$mail$,
  $mail$<p>您好！</p>
<p>{{siteName}}的管理员已使用此邮箱地址为您创建了一个账号。</p>
<p>如需开始使用，请设置您的密码：</p>
<p><a href="{{link}}">设置我的密码</a></p>
<p>如果按钮无法使用，请将以下地址复制到浏览器中打开：<br>{{link}}</p>
<p>此链接在 7 天内有效。如果您没有预料到会收到此邮件，可以忽略它。</p>
<p>期待很快见到您！<br>{{siteName}}团队</p>$mail$,
  $mail$您好！

{{siteName}}的管理员已使用此邮箱地址为您创建了一个账号。

如需开始使用，请设置您的密码：
{{link}}

此链接在 7 天内有效。如果您没有预料到会收到此邮件，可以忽略它。

期待很快见到您！
{{siteName}}团队$mail$
),
(
  'invitation', 'zh-hant',
  $mail$您的{{siteName}}帳號已準備就緒$mail$,
  $mail$<p>您好！</p>
<p>{{siteName}}的管理員已使用此電子郵件地址為您建立了一個帳號。</p>
<p>如要開始使用，請設定您的密碼：</p>
<p><a href="{{link}}">設定我的密碼</a></p>
<p>如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：<br>{{link}}</p>
<p>此連結在 7 天內有效。如果您並未預期收到這封電子郵件，可以忽略它。</p>
<p>期待很快見到您！<br>{{siteName}}團隊</p>$mail$,
  $mail$您好！

{{siteName}}的管理員已使用此電子郵件地址為您建立了一個帳號。

如要開始使用，請設定您的密碼：
{{link}}

此連結在 7 天內有效。如果您並未預期收到這封電子郵件，可以忽略它。

期待很快見到您！
{{siteName}}團隊$mail$
);
