-- The double opt-in mail of the newsletter, in the 20 UI languages: a confirm link ({{link}})
-- and an unsubscribe link ({{unsubscribeLink}}) that keeps working after confirmation.
insert into mail_template (name, lang, subject, html, text) values
(
  'newsletter-confirm', 'en',
  $mail$Confirm your subscription to the {{siteName}} newsletter$mail$,
  $mail$<p>Hello,</p>
<p>Thank you for subscribing to the {{siteName}} newsletter! Please confirm that this is your email address to start receiving it.</p>
<p><a href="{{link}}">Confirm my subscription</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>If you did not subscribe, ignore this email: you will not receive anything.</p>
<p>Changed your mind? You can unsubscribe at any time: <a href="{{unsubscribeLink}}">Unsubscribe</a></p>
<p>The {{siteName}} team</p>$mail$,
  $mail$Hello,

Thank you for subscribing to the {{siteName}} newsletter! Please confirm that this is your email address to start receiving it.

{{link}}

If you did not subscribe, ignore this email: you will not receive anything.

Changed your mind? You can unsubscribe at any time:
{{unsubscribeLink}}

The {{siteName}} team$mail$
),
(
  'newsletter-confirm', 'ar',
  $mail$أكّد اشتراكك في النشرة الإخبارية لـ {{siteName}}$mail$,
  $mail$<p>مرحبًا،</p>
<p>شكرًا لاشتراكك في النشرة الإخبارية لـ {{siteName}}! يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني لتبدأ في تلقيها.</p>
<p><a href="{{link}}">تأكيد اشتراكي</a></p>
<p>إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>{{link}}</p>
<p>إذا لم تشترك، فتجاهل هذه الرسالة: لن تتلقى أي شيء.</p>
<p>غيّرت رأيك؟ يمكنك إلغاء الاشتراك في أي وقت: <a href="{{unsubscribeLink}}">إلغاء الاشتراك</a></p>
<p>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا،

شكرًا لاشتراكك في النشرة الإخبارية لـ {{siteName}}! يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني لتبدأ في تلقيها.

{{link}}

إذا لم تشترك، فتجاهل هذه الرسالة: لن تتلقى أي شيء.

غيّرت رأيك؟ يمكنك إلغاء الاشتراك في أي وقت:
{{unsubscribeLink}}

فريق {{siteName}}$mail$
),
(
  'newsletter-confirm', 'cs',
  $mail$Potvrďte odběr newsletteru {{siteName}}$mail$,
  $mail$<p>Dobrý den,</p>
<p>Děkujeme, že jste se přihlásili k odběru newsletteru {{siteName}}! Potvrďte, že jde o vaši e-mailovou adresu, a začnete ho dostávat.</p>
<p><a href="{{link}}">Potvrdit odběr</a></p>
<p>Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:<br>{{link}}</p>
<p>Pokud jste se nepřihlásili, tento e-mail ignorujte: nic vám nepřijde.</p>
<p>Změnili jste názor? Odběr můžete kdykoli zrušit: <a href="{{unsubscribeLink}}">Zrušit odběr</a></p>
<p>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den,

Děkujeme, že jste se přihlásili k odběru newsletteru {{siteName}}! Potvrďte, že jde o vaši e-mailovou adresu, a začnete ho dostávat.

{{link}}

Pokud jste se nepřihlásili, tento e-mail ignorujte: nic vám nepřijde.

Změnili jste názor? Odběr můžete kdykoli zrušit:
{{unsubscribeLink}}

Tým {{siteName}}$mail$
),
(
  'newsletter-confirm', 'de',
  $mail$Bestätigen Sie Ihr Abonnement des {{siteName}}-Newsletters$mail$,
  $mail$<p>Hallo,</p>
<p>Vielen Dank, dass Sie den Newsletter von {{siteName}} abonniert haben! Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, um ihn zu erhalten.</p>
<p><a href="{{link}}">Abonnement bestätigen</a></p>
<p>Falls der Button nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>
<p>Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie erhalten dann nichts.</p>
<p>Sie haben es sich anders überlegt? Sie können sich jederzeit abmelden: <a href="{{unsubscribeLink}}">Abmelden</a></p>
<p>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo,

Vielen Dank, dass Sie den Newsletter von {{siteName}} abonniert haben! Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, um ihn zu erhalten.

{{link}}

Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie erhalten dann nichts.

Sie haben es sich anders überlegt? Sie können sich jederzeit abmelden:
{{unsubscribeLink}}

Ihr {{siteName}}-Team$mail$
),
(
  'newsletter-confirm', 'el',
  $mail$Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο του {{siteName}}$mail$,
  $mail$<p>Γεια σας,</p>
<p>Σας ευχαριστούμε για την εγγραφή σας στο ενημερωτικό δελτίο του {{siteName}}! Επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας για να αρχίσετε να το λαμβάνετε.</p>
<p><a href="{{link}}">Επιβεβαίωση εγγραφής</a></p>
<p>Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτήν τη διεύθυνση στο πρόγραμμα περιήγησής σας:<br>{{link}}</p>
<p>Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το email: δεν θα λάβετε τίποτα.</p>
<p>Αλλάξατε γνώμη; Μπορείτε να απεγγραφείτε οποιαδήποτε στιγμή: <a href="{{unsubscribeLink}}">Απεγγραφή</a></p>
<p>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας,

Σας ευχαριστούμε για την εγγραφή σας στο ενημερωτικό δελτίο του {{siteName}}! Επιβεβαιώστε ότι αυτή είναι η διεύθυνση email σας για να αρχίσετε να το λαμβάνετε.

{{link}}

Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το email: δεν θα λάβετε τίποτα.

Αλλάξατε γνώμη; Μπορείτε να απεγγραφείτε οποιαδήποτε στιγμή:
{{unsubscribeLink}}

Η ομάδα του {{siteName}}$mail$
),
(
  'newsletter-confirm', 'es',
  $mail$Confirme su suscripción al boletín de {{siteName}}$mail$,
  $mail$<p>Hola:</p>
<p>¡Gracias por suscribirse al boletín de {{siteName}}! Confirme que esta es su dirección de correo electrónico para empezar a recibirlo.</p>
<p><a href="{{link}}">Confirmar mi suscripción</a></p>
<p>Si el botón no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>Si no se ha suscrito, ignore este correo: no recibirá nada.</p>
<p>¿Ha cambiado de opinión? Puede darse de baja en cualquier momento: <a href="{{unsubscribeLink}}">Darse de baja</a></p>
<p>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola:

¡Gracias por suscribirse al boletín de {{siteName}}! Confirme que esta es su dirección de correo electrónico para empezar a recibirlo.

{{link}}

Si no se ha suscrito, ignore este correo: no recibirá nada.

¿Ha cambiado de opinión? Puede darse de baja en cualquier momento:
{{unsubscribeLink}}

El equipo de {{siteName}}$mail$
),
(
  'newsletter-confirm', 'fr',
  $mail$Confirmez votre abonnement à la newsletter de {{siteName}}$mail$,
  $mail$<p>Bonjour,</p>
<p>Merci de vous être abonné à la newsletter de {{siteName}} ! Confirmez qu’il s’agit bien de votre adresse e-mail pour commencer à la recevoir.</p>
<p><a href="{{link}}">Confirmer mon abonnement</a></p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>{{link}}</p>
<p>Si vous ne vous êtes pas abonné, ignorez cet e-mail : vous ne recevrez rien.</p>
<p>Vous avez changé d’avis ? Vous pouvez vous désabonner à tout moment : <a href="{{unsubscribeLink}}">Se désabonner</a></p>
<p>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour,

Merci de vous être abonné à la newsletter de {{siteName}} ! Confirmez qu’il s’agit bien de votre adresse e-mail pour commencer à la recevoir.

{{link}}

Si vous ne vous êtes pas abonné, ignorez cet e-mail : vous ne recevrez rien.

Vous avez changé d’avis ? Vous pouvez vous désabonner à tout moment :
{{unsubscribeLink}}

L’équipe {{siteName}}$mail$
),
(
  'newsletter-confirm', 'is',
  $mail$Staðfestu áskrift þína að fréttabréfi {{siteName}}$mail$,
  $mail$<p>Góðan daginn,</p>
<p>Takk fyrir að gerast áskrifandi að fréttabréfi {{siteName}}! Vinsamlegast staðfestu að þetta sé netfangið þitt til að byrja að fá það.</p>
<p><a href="{{link}}">Staðfesta áskriftina</a></p>
<p>Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann þinn:<br>{{link}}</p>
<p>Ef þú skráðir þig ekki skaltu hunsa þennan tölvupóst: þú færð ekkert sent.</p>
<p>Skiptirðu um skoðun? Þú getur sagt upp áskriftinni hvenær sem er: <a href="{{unsubscribeLink}}">Segja upp áskrift</a></p>
<p>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn,

Takk fyrir að gerast áskrifandi að fréttabréfi {{siteName}}! Vinsamlegast staðfestu að þetta sé netfangið þitt til að byrja að fá það.

{{link}}

Ef þú skráðir þig ekki skaltu hunsa þennan tölvupóst: þú færð ekkert sent.

Skiptirðu um skoðun? Þú getur sagt upp áskriftinni hvenær sem er:
{{unsubscribeLink}}

Teymi {{siteName}}$mail$
),
(
  'newsletter-confirm', 'it',
  $mail$Confermi la sua iscrizione alla newsletter di {{siteName}}$mail$,
  $mail$<p>Buongiorno,</p>
<p>Grazie per essersi iscritto alla newsletter di {{siteName}}! Confermi che questo è il suo indirizzo email per iniziare a riceverla.</p>
<p><a href="{{link}}">Conferma la mia iscrizione</a></p>
<p>Se il pulsante non funziona, copi questo indirizzo nel suo browser:<br>{{link}}</p>
<p>Se non si è iscritto, ignori questa email: non riceverà nulla.</p>
<p>Ha cambiato idea? Può annullare l’iscrizione in qualsiasi momento: <a href="{{unsubscribeLink}}">Annulla l’iscrizione</a></p>
<p>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno,

Grazie per essersi iscritto alla newsletter di {{siteName}}! Confermi che questo è il suo indirizzo email per iniziare a riceverla.

{{link}}

Se non si è iscritto, ignori questa email: non riceverà nulla.

Ha cambiato idea? Può annullare l’iscrizione in qualsiasi momento:
{{unsubscribeLink}}

Il team di {{siteName}}$mail$
),
(
  'newsletter-confirm', 'ja',
  $mail${{siteName}}ニュースレターの購読を確認してください$mail$,
  $mail$<p>こんにちは。</p>
<p>{{siteName}}ニュースレターにご登録いただきありがとうございます。配信を開始するには、このメールアドレスがご本人のものであることを確認してください。</p>
<p><a href="{{link}}">購読を確認する</a></p>
<p>ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：<br>{{link}}</p>
<p>お心当たりがない場合は、このメールを無視してください。今後メールが届くことはありません。</p>
<p>気が変わりましたか？いつでも購読を解除できます：<a href="{{unsubscribeLink}}">購読を解除する</a></p>
<p>{{siteName}}チーム</p>$mail$,
  $mail$こんにちは。

{{siteName}}ニュースレターにご登録いただきありがとうございます。配信を開始するには、このメールアドレスがご本人のものであることを確認してください。

{{link}}

お心当たりがない場合は、このメールを無視してください。今後メールが届くことはありません。

気が変わりましたか？いつでも購読を解除できます：
{{unsubscribeLink}}

{{siteName}}チーム$mail$
),
(
  'newsletter-confirm', 'lv',
  $mail$Apstipriniet {{siteName}} jaunumu abonementu$mail$,
  $mail$<p>Labdien!</p>
<p>Paldies, ka abonējāt {{siteName}} jaunumus! Lūdzu, apstipriniet, ka šī ir jūsu e-pasta adrese, lai sāktu tos saņemt.</p>
<p><a href="{{link}}">Apstiprināt abonementu</a></p>
<p>Ja poga nedarbojas, iekopējiet šo adresi savā pārlūkprogrammā:<br>{{link}}</p>
<p>Ja jūs neabonējāt, ignorējiet šo e-pastu: jūs neko nesaņemsiet.</p>
<p>Pārdomājāt? Abonementu var atcelt jebkurā laikā: <a href="{{unsubscribeLink}}">Atcelt abonementu</a></p>
<p>{{siteName}} komanda</p>$mail$,
  $mail$Labdien!

Paldies, ka abonējāt {{siteName}} jaunumus! Lūdzu, apstipriniet, ka šī ir jūsu e-pasta adrese, lai sāktu tos saņemt.

{{link}}

Ja jūs neabonējāt, ignorējiet šo e-pastu: jūs neko nesaņemsiet.

Pārdomājāt? Abonementu var atcelt jebkurā laikā:
{{unsubscribeLink}}

{{siteName}} komanda$mail$
),
(
  'newsletter-confirm', 'nl',
  $mail$Bevestig uw inschrijving op de nieuwsbrief van {{siteName}}$mail$,
  $mail$<p>Hallo,</p>
<p>Bedankt voor uw inschrijving op de nieuwsbrief van {{siteName}}! Bevestig dat dit uw e-mailadres is om hem te gaan ontvangen.</p>
<p><a href="{{link}}">Mijn inschrijving bevestigen</a></p>
<p>Werkt de knop niet? Kopieer dan dit adres naar uw browser:<br>{{link}}</p>
<p>Hebt u zich niet ingeschreven? Negeer dan deze e-mail: u ontvangt niets.</p>
<p>Van gedachten veranderd? U kunt zich op elk moment uitschrijven: <a href="{{unsubscribeLink}}">Uitschrijven</a></p>
<p>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo,

Bedankt voor uw inschrijving op de nieuwsbrief van {{siteName}}! Bevestig dat dit uw e-mailadres is om hem te gaan ontvangen.

{{link}}

Hebt u zich niet ingeschreven? Negeer dan deze e-mail: u ontvangt niets.

Van gedachten veranderd? U kunt zich op elk moment uitschrijven:
{{unsubscribeLink}}

Het team van {{siteName}}$mail$
),
(
  'newsletter-confirm', 'pl',
  $mail$Potwierdź subskrypcję newslettera {{siteName}}$mail$,
  $mail$<p>Dzień dobry,</p>
<p>Dziękujemy za zapisanie się do newslettera {{siteName}}! Potwierdź, że to Twój adres e-mail, aby zacząć go otrzymywać.</p>
<p><a href="{{link}}">Potwierdzam subskrypcję</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>{{link}}</p>
<p>Jeśli to nie Ty się zapisałeś, zignoruj tę wiadomość: nic nie otrzymasz.</p>
<p>Zmieniłeś zdanie? Możesz zrezygnować z subskrypcji w dowolnym momencie: <a href="{{unsubscribeLink}}">Wypisz się</a></p>
<p>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry,

Dziękujemy za zapisanie się do newslettera {{siteName}}! Potwierdź, że to Twój adres e-mail, aby zacząć go otrzymywać.

{{link}}

Jeśli to nie Ty się zapisałeś, zignoruj tę wiadomość: nic nie otrzymasz.

Zmieniłeś zdanie? Możesz zrezygnować z subskrypcji w dowolnym momencie:
{{unsubscribeLink}}

Zespół {{siteName}}$mail$
),
(
  'newsletter-confirm', 'pt',
  $mail$Confirme a sua subscrição da newsletter de {{siteName}}$mail$,
  $mail$<p>Olá,</p>
<p>Obrigado por subscrever a newsletter de {{siteName}}! Confirme que este é o seu endereço de e-mail para começar a recebê-la.</p>
<p><a href="{{link}}">Confirmar a minha subscrição</a></p>
<p>Se o botão não funcionar, copie este endereço para o seu navegador:<br>{{link}}</p>
<p>Se não fez esta subscrição, ignore este e-mail: não receberá nada.</p>
<p>Mudou de ideias? Pode cancelar a subscrição a qualquer momento: <a href="{{unsubscribeLink}}">Cancelar a subscrição</a></p>
<p>A equipa {{siteName}}</p>$mail$,
  $mail$Olá,

Obrigado por subscrever a newsletter de {{siteName}}! Confirme que este é o seu endereço de e-mail para começar a recebê-la.

{{link}}

Se não fez esta subscrição, ignore este e-mail: não receberá nada.

Mudou de ideias? Pode cancelar a subscrição a qualquer momento:
{{unsubscribeLink}}

A equipa {{siteName}}$mail$
),
(
  'newsletter-confirm', 'ro',
  $mail$Confirmați abonarea la newsletterul {{siteName}}$mail$,
  $mail$<p>Bună ziua,</p>
<p>Vă mulțumim că v-ați abonat la newsletterul {{siteName}}! Vă rugăm să confirmați că aceasta este adresa dumneavoastră de e-mail pentru a începe să îl primiți.</p>
<p><a href="{{link}}">Confirm abonarea</a></p>
<p>Dacă butonul nu funcționează, copiați această adresă în browser:<br>{{link}}</p>
<p>Dacă nu v-ați abonat, ignorați acest e-mail: nu veți primi nimic.</p>
<p>V-ați răzgândit? Vă puteți dezabona oricând: <a href="{{unsubscribeLink}}">Dezabonare</a></p>
<p>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua,

Vă mulțumim că v-ați abonat la newsletterul {{siteName}}! Vă rugăm să confirmați că aceasta este adresa dumneavoastră de e-mail pentru a începe să îl primiți.

{{link}}

Dacă nu v-ați abonat, ignorați acest e-mail: nu veți primi nimic.

V-ați răzgândit? Vă puteți dezabona oricând:
{{unsubscribeLink}}

Echipa {{siteName}}$mail$
),
(
  'newsletter-confirm', 'ru',
  $mail$Подтвердите подписку на рассылку {{siteName}}$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Спасибо за подписку на рассылку {{siteName}}! Подтвердите, что это ваш адрес электронной почты, чтобы начать её получать.</p>
<p><a href="{{link}}">Подтвердить подписку</a></p>
<p>Если кнопка не работает, скопируйте этот адрес в браузер:<br>{{link}}</p>
<p>Если вы не подписывались, просто проигнорируйте это письмо: вы ничего не получите.</p>
<p>Передумали? Вы можете отписаться в любой момент: <a href="{{unsubscribeLink}}">Отписаться</a></p>
<p>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте!

Спасибо за подписку на рассылку {{siteName}}! Подтвердите, что это ваш адрес электронной почты, чтобы начать её получать.

{{link}}

Если вы не подписывались, просто проигнорируйте это письмо: вы ничего не получите.

Передумали? Вы можете отписаться в любой момент:
{{unsubscribeLink}}

Команда {{siteName}}$mail$
),
(
  'newsletter-confirm', 'sk',
  $mail$Potvrďte odber newslettera {{siteName}}$mail$,
  $mail$<p>Dobrý deň,</p>
<p>Ďakujeme, že ste sa prihlásili na odber newslettera {{siteName}}! Potvrďte, že ide o vašu e-mailovú adresu, a začnete ho dostávať.</p>
<p><a href="{{link}}">Potvrdiť odber</a></p>
<p>Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:<br>{{link}}</p>
<p>Ak ste sa neprihlásili, tento e-mail ignorujte: nič vám nepríde.</p>
<p>Zmenili ste názor? Odber môžete kedykoľvek zrušiť: <a href="{{unsubscribeLink}}">Zrušiť odber</a></p>
<p>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň,

Ďakujeme, že ste sa prihlásili na odber newslettera {{siteName}}! Potvrďte, že ide o vašu e-mailovú adresu, a začnete ho dostávať.

{{link}}

Ak ste sa neprihlásili, tento e-mail ignorujte: nič vám nepríde.

Zmenili ste názor? Odber môžete kedykoľvek zrušiť:
{{unsubscribeLink}}

Tím {{siteName}}$mail$
),
(
  'newsletter-confirm', 'sv',
  $mail$Bekräfta din prenumeration på nyhetsbrevet från {{siteName}}$mail$,
  $mail$<p>Hej!</p>
<p>Tack för att du prenumererar på nyhetsbrevet från {{siteName}}! Bekräfta att det här är din e-postadress för att börja få det.</p>
<p><a href="{{link}}">Bekräfta min prenumeration</a></p>
<p>Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:<br>{{link}}</p>
<p>Om du inte har anmält dig kan du ignorera det här mejlet: du kommer inte att få något.</p>
<p>Ångrat dig? Du kan avsluta prenumerationen när som helst: <a href="{{unsubscribeLink}}">Avsluta prenumerationen</a></p>
<p>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej!

Tack för att du prenumererar på nyhetsbrevet från {{siteName}}! Bekräfta att det här är din e-postadress för att börja få det.

{{link}}

Om du inte har anmält dig kan du ignorera det här mejlet: du kommer inte att få något.

Ångrat dig? Du kan avsluta prenumerationen när som helst:
{{unsubscribeLink}}

Teamet bakom {{siteName}}$mail$
),
(
  'newsletter-confirm', 'zh-hans',
  $mail$请确认订阅 {{siteName}} 新闻通讯$mail$,
  $mail$<p>您好！</p>
<p>感谢您订阅 {{siteName}} 新闻通讯！请确认这是您的电子邮件地址，以便开始接收。</p>
<p><a href="{{link}}">确认订阅</a></p>
<p>如果按钮无法使用，请将以下地址复制到浏览器中打开：<br>{{link}}</p>
<p>如果您没有订阅，请忽略此邮件：您不会收到任何内容。</p>
<p>改变主意了？您可以随时退订：<a href="{{unsubscribeLink}}">退订</a></p>
<p>{{siteName}}团队</p>$mail$,
  $mail$您好！

感谢您订阅 {{siteName}} 新闻通讯！请确认这是您的电子邮件地址，以便开始接收。

{{link}}

如果您没有订阅，请忽略此邮件：您不会收到任何内容。

改变主意了？您可以随时退订：
{{unsubscribeLink}}

{{siteName}}团队$mail$
),
(
  'newsletter-confirm', 'zh-hant',
  $mail$請確認訂閱 {{siteName}} 電子報$mail$,
  $mail$<p>您好！</p>
<p>感謝您訂閱 {{siteName}} 電子報！請確認這是您的電子郵件地址，以便開始接收。</p>
<p><a href="{{link}}">確認訂閱</a></p>
<p>如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：<br>{{link}}</p>
<p>如果您沒有訂閱，請忽略此郵件：您不會收到任何內容。</p>
<p>改變主意了？您可以隨時取消訂閱：<a href="{{unsubscribeLink}}">取消訂閱</a></p>
<p>{{siteName}}團隊</p>$mail$,
  $mail$您好！

感謝您訂閱 {{siteName}} 電子報！請確認這是您的電子郵件地址，以便開始接收。

{{link}}

如果您沒有訂閱，請忽略此郵件：您不會收到任何內容。

改變主意了？您可以隨時取消訂閱：
{{unsubscribeLink}}

{{siteName}}團隊$mail$
);
