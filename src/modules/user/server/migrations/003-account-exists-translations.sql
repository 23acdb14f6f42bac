-- The account emails in the 19 other UI languages (English is in 001-account-exists-mail.sql).
insert into mail_template (name, lang, subject, html, text) values
(
  'account-exists', 'ar',
  $mail$لديك حساب على {{siteName}} بالفعل$mail$,
  $mail$<p>مرحبًا،</p>
<p>حاول شخص ما، ربما أنت، إنشاء حساب على {{siteName}} باستخدام عنوان البريد الإلكتروني هذا. لديك حساب بالفعل.</p>
<p>إذا نسيت كلمة المرور، يمكنك اختيار كلمة مرور جديدة من هنا:</p>
<p><a href="{{link}}">إعادة تعيين كلمة المرور</a></p>
<p>إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء.</p>$mail$,
  $mail$مرحبًا،

حاول شخص ما، ربما أنت، إنشاء حساب على {{siteName}} باستخدام عنوان البريد الإلكتروني هذا. لديك حساب بالفعل.

إذا نسيت كلمة المرور، يمكنك اختيار كلمة مرور جديدة من هنا:
{{link}}

إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء.$mail$
),
(
  'account-exists', 'cs',
  $mail$Účet {{siteName}} už máte$mail$,
  $mail$<p>Dobrý den,</p>
<p>někdo, pravděpodobně vy, se pokusil vytvořit účet {{siteName}} s touto e-mailovou adresou. Účet už ale máte.</p>
<p>Pokud jste zapomněli heslo, můžete si zde zvolit nové:</p>
<p><a href="{{link}}">Obnovit heslo</a></p>
<p>Pokud jste to nebyli vy, můžete tento e-mail ignorovat: nic se nezměnilo.</p>$mail$,
  $mail$Dobrý den,

někdo, pravděpodobně vy, se pokusil vytvořit účet {{siteName}} s touto e-mailovou adresou. Účet už ale máte.

Pokud jste zapomněli heslo, můžete si zde zvolit nové:
{{link}}

Pokud jste to nebyli vy, můžete tento e-mail ignorovat: nic se nezměnilo.$mail$
),
(
  'account-exists', 'de',
  $mail$Sie haben bereits ein Konto bei {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>jemand, wahrscheinlich Sie, hat versucht, mit dieser E-Mail-Adresse ein Konto bei {{siteName}} zu erstellen. Sie haben bereits eines.</p>
<p>Falls Sie Ihr Passwort vergessen haben, können Sie hier ein neues wählen:</p>
<p><a href="{{link}}">Mein Passwort zurücksetzen</a></p>
<p>Falls Sie es nicht waren, können Sie diese E-Mail ignorieren: Es hat sich nichts geändert.</p>$mail$,
  $mail$Hallo,

jemand, wahrscheinlich Sie, hat versucht, mit dieser E-Mail-Adresse ein Konto bei {{siteName}} zu erstellen. Sie haben bereits eines.

Falls Sie Ihr Passwort vergessen haben, können Sie hier ein neues wählen:
{{link}}

Falls Sie es nicht waren, können Sie diese E-Mail ignorieren: Es hat sich nichts geändert.$mail$
),
(
  'account-exists', 'el',
  $mail$Έχετε ήδη λογαριασμό στο {{siteName}}$mail$,
  $mail$<p>Γεια σας,</p>
<p>Κάποιος, πιθανότατα εσείς, προσπάθησε να δημιουργήσει λογαριασμό στο {{siteName}} με αυτήν τη διεύθυνση email. Έχετε ήδη λογαριασμό.</p>
<p>Αν ξεχάσατε τον κωδικό πρόσβασής σας, μπορείτε να επιλέξετε νέο εδώ:</p>
<p><a href="{{link}}">Επαναφορά του κωδικού μου</a></p>
<p>Αν δεν ήσασταν εσείς, μπορείτε να αγνοήσετε αυτό το email: δεν έχει αλλάξει τίποτα.</p>$mail$,
  $mail$Γεια σας,

Κάποιος, πιθανότατα εσείς, προσπάθησε να δημιουργήσει λογαριασμό στο {{siteName}} με αυτήν τη διεύθυνση email. Έχετε ήδη λογαριασμό.

Αν ξεχάσατε τον κωδικό πρόσβασής σας, μπορείτε να επιλέξετε νέο εδώ:
{{link}}

Αν δεν ήσασταν εσείς, μπορείτε να αγνοήσετε αυτό το email: δεν έχει αλλάξει τίποτα.$mail$
),
(
  'account-exists', 'es',
  $mail$Ya tiene una cuenta de {{siteName}}$mail$,
  $mail$<p>Hola:</p>
<p>Alguien, probablemente usted, ha intentado crear una cuenta de {{siteName}} con esta dirección de correo electrónico. Usted ya tiene una.</p>
<p>Si ha olvidado su contraseña, puede elegir una nueva aquí:</p>
<p><a href="{{link}}">Restablecer mi contraseña</a></p>
<p>Si no ha sido usted, puede ignorar este correo: no ha cambiado nada.</p>$mail$,
  $mail$Hola:

Alguien, probablemente usted, ha intentado crear una cuenta de {{siteName}} con esta dirección de correo electrónico. Usted ya tiene una.

Si ha olvidado su contraseña, puede elegir una nueva aquí:
{{link}}

Si no ha sido usted, puede ignorar este correo: no ha cambiado nada.$mail$
),
(
  'account-exists', 'fr',
  $mail$Vous avez déjà un compte {{siteName}}$mail$,
  $mail$<p>Bonjour,</p>
<p>Quelqu’un, probablement vous, a essayé de créer un compte {{siteName}} avec cette adresse e-mail. Vous en avez déjà un.</p>
<p>Si vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau ici :</p>
<p><a href="{{link}}">Réinitialiser mon mot de passe</a></p>
<p>Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé.</p>$mail$,
  $mail$Bonjour,

Quelqu’un, probablement vous, a essayé de créer un compte {{siteName}} avec cette adresse e-mail. Vous en avez déjà un.

Si vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau ici :
{{link}}

Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé.$mail$
),
(
  'account-exists', 'is',
  $mail$Þú ert nú þegar með aðgang hjá {{siteName}}$mail$,
  $mail$<p>Góðan daginn,</p>
<p>Einhver, líklega þú, reyndi að stofna aðgang hjá {{siteName}} með þessu netfangi. Þú ert nú þegar með aðgang.</p>
<p>Ef þú hefur gleymt lykilorðinu þínu geturðu valið nýtt hér:</p>
<p><a href="{{link}}">Endurstilla lykilorðið mitt</a></p>
<p>Ef þetta varst ekki þú geturðu hunsað þennan tölvupóst: ekkert hefur breyst.</p>$mail$,
  $mail$Góðan daginn,

Einhver, líklega þú, reyndi að stofna aðgang hjá {{siteName}} með þessu netfangi. Þú ert nú þegar með aðgang.

Ef þú hefur gleymt lykilorðinu þínu geturðu valið nýtt hér:
{{link}}

Ef þetta varst ekki þú geturðu hunsað þennan tölvupóst: ekkert hefur breyst.$mail$
),
(
  'account-exists', 'it',
  $mail$Ha già un account {{siteName}}$mail$,
  $mail$<p>Buongiorno,</p>
<p>qualcuno, probabilmente lei, ha provato a creare un account {{siteName}} con questo indirizzo email. Ne ha già uno.</p>
<p>Se ha dimenticato la password, può sceglierne una nuova qui:</p>
<p><a href="{{link}}">Reimposta la mia password</a></p>
<p>Se non è stato lei, può ignorare questa email: non è cambiato nulla.</p>$mail$,
  $mail$Buongiorno,

qualcuno, probabilmente lei, ha provato a creare un account {{siteName}} con questo indirizzo email. Ne ha già uno.

Se ha dimenticato la password, può sceglierne una nuova qui:
{{link}}

Se non è stato lei, può ignorare questa email: non è cambiato nulla.$mail$
),
(
  'account-exists', 'ja',
  $mail${{siteName}}のアカウントはすでにお持ちです$mail$,
  $mail$<p>こんにちは。</p>
<p>どなたか（おそらくご本人）が、このメールアドレスで{{siteName}}のアカウントを作成しようとしました。このアドレスのアカウントはすでにお持ちです。</p>
<p>パスワードをお忘れの場合は、こちらから新しいパスワードを設定できます：</p>
<p><a href="{{link}}">パスワードを再設定する</a></p>
<p>お心当たりがない場合は、このメールを無視してください。何も変更されていません。</p>$mail$,
  $mail$こんにちは。

どなたか（おそらくご本人）が、このメールアドレスで{{siteName}}のアカウントを作成しようとしました。このアドレスのアカウントはすでにお持ちです。

パスワードをお忘れの場合は、こちらから新しいパスワードを設定できます：
{{link}}

お心当たりがない場合は、このメールを無視してください。何も変更されていません。$mail$
),
(
  'account-exists', 'lv',
  $mail$Jums jau ir {{siteName}} konts$mail$,
  $mail$<p>Labdien!</p>
<p>Kāds, visticamāk, jūs, mēģināja izveidot {{siteName}} kontu ar šo e-pasta adresi. Jums jau ir konts.</p>
<p>Ja esat aizmirsuši paroli, šeit varat izvēlēties jaunu:</p>
<p><a href="{{link}}">Atiestatīt manu paroli</a></p>
<p>Ja tas nebijāt jūs, varat ignorēt šo vēstuli: nekas nav mainījies.</p>$mail$,
  $mail$Labdien!

Kāds, visticamāk, jūs, mēģināja izveidot {{siteName}} kontu ar šo e-pasta adresi. Jums jau ir konts.

Ja esat aizmirsuši paroli, šeit varat izvēlēties jaunu:
{{link}}

Ja tas nebijāt jūs, varat ignorēt šo vēstuli: nekas nav mainījies.$mail$
),
(
  'account-exists', 'nl',
  $mail$U hebt al een account bij {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>Iemand, waarschijnlijk u, heeft geprobeerd met dit e-mailadres een account bij {{siteName}} aan te maken. U hebt er al een.</p>
<p>Bent u uw wachtwoord vergeten? Dan kunt u hier een nieuw wachtwoord kiezen:</p>
<p><a href="{{link}}">Mijn wachtwoord opnieuw instellen</a></p>
<p>Was u het niet? Dan kunt u deze e-mail negeren: er is niets veranderd.</p>$mail$,
  $mail$Hallo,

Iemand, waarschijnlijk u, heeft geprobeerd met dit e-mailadres een account bij {{siteName}} aan te maken. U hebt er al een.

Bent u uw wachtwoord vergeten? Dan kunt u hier een nieuw wachtwoord kiezen:
{{link}}

Was u het niet? Dan kunt u deze e-mail negeren: er is niets veranderd.$mail$
),
(
  'account-exists', 'pl',
  $mail$Masz już konto w serwisie {{siteName}}$mail$,
  $mail$<p>Dzień dobry,</p>
<p>ktoś, prawdopodobnie Ty, próbował utworzyć konto w serwisie {{siteName}} przy użyciu tego adresu e-mail. Masz już konto.</p>
<p>Jeśli nie pamiętasz hasła, możesz ustawić nowe tutaj:</p>
<p><a href="{{link}}">Zresetuj moje hasło</a></p>
<p>Jeśli to nie Ty, możesz zignorować tę wiadomość: nic się nie zmieniło.</p>$mail$,
  $mail$Dzień dobry,

ktoś, prawdopodobnie Ty, próbował utworzyć konto w serwisie {{siteName}} przy użyciu tego adresu e-mail. Masz już konto.

Jeśli nie pamiętasz hasła, możesz ustawić nowe tutaj:
{{link}}

Jeśli to nie Ty, możesz zignorować tę wiadomość: nic się nie zmieniło.$mail$
),
(
  'account-exists', 'pt',
  $mail$Já tem uma conta {{siteName}}$mail$,
  $mail$<p>Olá,</p>
<p>Houve uma tentativa, provavelmente sua, de criar uma conta {{siteName}} com este endereço de e-mail. Já tem uma conta.</p>
<p>Se se esqueceu da palavra-passe, pode escolher uma nova aqui:</p>
<p><a href="{{link}}">Repor a minha palavra-passe</a></p>
<p>Se a tentativa não foi sua, pode ignorar este e-mail: nada foi alterado.</p>$mail$,
  $mail$Olá,

Houve uma tentativa, provavelmente sua, de criar uma conta {{siteName}} com este endereço de e-mail. Já tem uma conta.

Se se esqueceu da palavra-passe, pode escolher uma nova aqui:
{{link}}

Se a tentativa não foi sua, pode ignorar este e-mail: nada foi alterado.$mail$
),
(
  'account-exists', 'ro',
  $mail$Aveți deja un cont {{siteName}}$mail$,
  $mail$<p>Bună ziua,</p>
<p>Cineva, probabil dumneavoastră, a încercat să creeze un cont {{siteName}} cu această adresă de e-mail. Aveți deja un cont.</p>
<p>Dacă ați uitat parola, puteți alege una nouă aici:</p>
<p><a href="{{link}}">Resetați parola</a></p>
<p>Dacă nu ați fost dumneavoastră, puteți ignora acest e-mail: nu s-a schimbat nimic.</p>$mail$,
  $mail$Bună ziua,

Cineva, probabil dumneavoastră, a încercat să creeze un cont {{siteName}} cu această adresă de e-mail. Aveți deja un cont.

Dacă ați uitat parola, puteți alege una nouă aici:
{{link}}

Dacă nu ați fost dumneavoastră, puteți ignora acest e-mail: nu s-a schimbat nimic.$mail$
),
(
  'account-exists', 'ru',
  $mail$У вас уже есть аккаунт на {{siteName}}$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Кто-то, вероятно вы, попытался создать аккаунт на {{siteName}} с этим адресом электронной почты. У вас уже есть аккаунт.</p>
<p>Если вы забыли пароль, вы можете выбрать новый здесь:</p>
<p><a href="{{link}}">Сбросить пароль</a></p>
<p>Если это были не вы, просто проигнорируйте это письмо: ничего не изменилось.</p>$mail$,
  $mail$Здравствуйте!

Кто-то, вероятно вы, попытался создать аккаунт на {{siteName}} с этим адресом электронной почты. У вас уже есть аккаунт.

Если вы забыли пароль, вы можете выбрать новый здесь:
{{link}}

Если это были не вы, просто проигнорируйте это письмо: ничего не изменилось.$mail$
),
(
  'account-exists', 'sk',
  $mail$Účet {{siteName}} už máte$mail$,
  $mail$<p>Dobrý deň,</p>
<p>niekto, pravdepodobne vy, sa pokúsil vytvoriť účet {{siteName}} s touto e-mailovou adresou. Účet však už máte.</p>
<p>Ak ste zabudli heslo, môžete si tu zvoliť nové:</p>
<p><a href="{{link}}">Obnoviť heslo</a></p>
<p>Ak ste to neboli vy, tento e-mail môžete ignorovať: nič sa nezmenilo.</p>$mail$,
  $mail$Dobrý deň,

niekto, pravdepodobne vy, sa pokúsil vytvoriť účet {{siteName}} s touto e-mailovou adresou. Účet však už máte.

Ak ste zabudli heslo, môžete si tu zvoliť nové:
{{link}}

Ak ste to neboli vy, tento e-mail môžete ignorovať: nič sa nezmenilo.$mail$
),
(
  'account-exists', 'sv',
  $mail$Du har redan ett konto på {{siteName}}$mail$,
  $mail$<p>Hej!</p>
<p>Någon, troligen du, försökte skapa ett konto på {{siteName}} med den här e-postadressen. Du har redan ett konto.</p>
<p>Om du har glömt ditt lösenord kan du välja ett nytt här:</p>
<p><a href="{{link}}">Återställ mitt lösenord</a></p>
<p>Om det inte var du kan du bortse från det här mejlet: ingenting har ändrats.</p>$mail$,
  $mail$Hej!

Någon, troligen du, försökte skapa ett konto på {{siteName}} med den här e-postadressen. Du har redan ett konto.

Om du har glömt ditt lösenord kan du välja ett nytt här:
{{link}}

Om det inte var du kan du bortse från det här mejlet: ingenting har ändrats.$mail$
),
(
  'account-exists', 'zh-hans',
  $mail$您已有{{siteName}}账号$mail$,
  $mail$<p>您好！</p>
<p>有人（可能是您本人）尝试使用此邮箱地址创建{{siteName}}账号。您已经有一个账号了。</p>
<p>如果您忘记了密码，可以在这里设置新密码：</p>
<p><a href="{{link}}">重置我的密码</a></p>
<p>如果这不是您本人操作，可以忽略此邮件：没有任何变化。</p>$mail$,
  $mail$您好！

有人（可能是您本人）尝试使用此邮箱地址创建{{siteName}}账号。您已经有一个账号了。

如果您忘记了密码，可以在这里设置新密码：
{{link}}

如果这不是您本人操作，可以忽略此邮件：没有任何变化。$mail$
),
(
  'account-exists', 'zh-hant',
  $mail$您已經有{{siteName}}帳號了$mail$,
  $mail$<p>您好！</p>
<p>有人（可能是您本人）嘗試使用此電子郵件地址建立{{siteName}}帳號。您已經有一個帳號了。</p>
<p>如果您忘記密碼，可以在這裡設定新密碼：</p>
<p><a href="{{link}}">重設我的密碼</a></p>
<p>如果不是您本人，可以忽略這封電子郵件：沒有任何變更。</p>$mail$,
  $mail$您好！

有人（可能是您本人）嘗試使用此電子郵件地址建立{{siteName}}帳號。您已經有一個帳號了。

如果您忘記密碼，可以在這裡設定新密碼：
{{link}}

如果不是您本人，可以忽略這封電子郵件：沒有任何變更。$mail$
);
