-- Sent to NEW_RATING_NOTIFICATION_EMAIL when a member rates a school (or rates it again): the
-- marks, the comment and a link to moderate it, in the 20 languages (the site's first language
-- is used). Variables: siteName, schoolName, overall, comment, author, link.
insert into mail_template (name, lang, subject, html, text) values
(
  'rating-notification', 'en',
  $mail$New rating to review: {{schoolName}}$mail$,
  $mail$<p>Hello,</p>
<p>{{author}} rated {{schoolName}} on {{siteName}}: {{overall}} out of 5.</p>
<blockquote>{{comment}}</blockquote>
<p>The rating is not shown to parents until it is approved.</p>
<p><a href="{{link}}">Review the rating</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>The {{siteName}} team</p>$mail$,
  $mail$Hello,

{{author}} rated {{schoolName}} on {{siteName}}: {{overall}} out of 5.

{{comment}}

The rating is not shown to parents until it is approved.

Review the rating:
{{link}}

The {{siteName}} team$mail$
),
(
  'rating-notification', 'ar',
  $mail$تقييم جديد بانتظار المراجعة: {{schoolName}}$mail$,
  $mail$<p>مرحبًا،</p>
<p>قيّم {{author}} مدرسة {{schoolName}} على {{siteName}}: {{overall}} من 5.</p>
<blockquote>{{comment}}</blockquote>
<p>لن يظهر هذا التقييم لأولياء الأمور قبل الموافقة عليه.</p>
<p><a href="{{link}}">مراجعة التقييم</a></p>
<p>إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:<br>{{link}}</p>
<p>فريق {{siteName}}</p>$mail$,
  $mail$مرحبًا،

قيّم {{author}} مدرسة {{schoolName}} على {{siteName}}: {{overall}} من 5.

{{comment}}

لن يظهر هذا التقييم لأولياء الأمور قبل الموافقة عليه.

مراجعة التقييم:
{{link}}

فريق {{siteName}}$mail$
),
(
  'rating-notification', 'cs',
  $mail$Nové hodnocení ke kontrole: {{schoolName}}$mail$,
  $mail$<p>Dobrý den,</p>
<p>Nové hodnocení školy {{schoolName}} na webu {{siteName}} od uživatele {{author}}: {{overall}} z 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Rodiče toto hodnocení neuvidí, dokud nebude schváleno.</p>
<p><a href="{{link}}">Zkontrolovat hodnocení</a></p>
<p>Pokud tlačítko nefunguje, zkopírujte tuto adresu do prohlížeče:<br>{{link}}</p>
<p>Tým {{siteName}}</p>$mail$,
  $mail$Dobrý den,

Nové hodnocení školy {{schoolName}} na webu {{siteName}} od uživatele {{author}}: {{overall}} z 5.

{{comment}}

Rodiče toto hodnocení neuvidí, dokud nebude schváleno.

Zkontrolovat hodnocení:
{{link}}

Tým {{siteName}}$mail$
),
(
  'rating-notification', 'de',
  $mail$Neue Bewertung zur Prüfung: {{schoolName}}$mail$,
  $mail$<p>Hallo,</p>
<p>{{author}} hat {{schoolName}} auf {{siteName}} bewertet: {{overall}} von 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Eltern sehen die Bewertung erst, wenn sie freigegeben wurde.</p>
<p><a href="{{link}}">Bewertung prüfen</a></p>
<p>Falls der Button nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>{{link}}</p>
<p>Ihr {{siteName}}-Team</p>$mail$,
  $mail$Hallo,

{{author}} hat {{schoolName}} auf {{siteName}} bewertet: {{overall}} von 5.

{{comment}}

Eltern sehen die Bewertung erst, wenn sie freigegeben wurde.

Bewertung prüfen:
{{link}}

Ihr {{siteName}}-Team$mail$
),
(
  'rating-notification', 'el',
  $mail$Νέα αξιολόγηση προς έλεγχο: {{schoolName}}$mail$,
  $mail$<p>Γεια σας,</p>
<p>Νέα αξιολόγηση από {{author}} για το σχολείο {{schoolName}} στο {{siteName}}: {{overall}} στα 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Οι γονείς δεν θα βλέπουν την αξιολόγηση μέχρι να εγκριθεί.</p>
<p><a href="{{link}}">Έλεγχος της αξιολόγησης</a></p>
<p>Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτήν τη διεύθυνση στο πρόγραμμα περιήγησής σας:<br>{{link}}</p>
<p>Η ομάδα του {{siteName}}</p>$mail$,
  $mail$Γεια σας,

Νέα αξιολόγηση από {{author}} για το σχολείο {{schoolName}} στο {{siteName}}: {{overall}} στα 5.

{{comment}}

Οι γονείς δεν θα βλέπουν την αξιολόγηση μέχρι να εγκριθεί.

Έλεγχος της αξιολόγησης:
{{link}}

Η ομάδα του {{siteName}}$mail$
),
(
  'rating-notification', 'es',
  $mail$Nueva valoración para revisar: {{schoolName}}$mail$,
  $mail$<p>Hola:</p>
<p>{{author}} ha valorado {{schoolName}} en {{siteName}}: {{overall}} de 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Los padres no verán la valoración hasta que se apruebe.</p>
<p><a href="{{link}}">Revisar la valoración</a></p>
<p>Si el botón no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>El equipo de {{siteName}}</p>$mail$,
  $mail$Hola:

{{author}} ha valorado {{schoolName}} en {{siteName}}: {{overall}} de 5.

{{comment}}

Los padres no verán la valoración hasta que se apruebe.

Revisar la valoración:
{{link}}

El equipo de {{siteName}}$mail$
),
(
  'rating-notification', 'fr',
  $mail$Nouvel avis à vérifier : {{schoolName}}$mail$,
  $mail$<p>Bonjour,</p>
<p>{{author}} a noté {{schoolName}} sur {{siteName}} : {{overall}} sur 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Cet avis n’est pas visible des parents tant qu’il n’a pas été approuvé.</p>
<p><a href="{{link}}">Examiner l’avis</a></p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br>{{link}}</p>
<p>L’équipe {{siteName}}</p>$mail$,
  $mail$Bonjour,

{{author}} a noté {{schoolName}} sur {{siteName}} : {{overall}} sur 5.

{{comment}}

Cet avis n’est pas visible des parents tant qu’il n’a pas été approuvé.

Examiner l’avis :
{{link}}

L’équipe {{siteName}}$mail$
),
(
  'rating-notification', 'is',
  $mail$Ný einkunn til yfirferðar: {{schoolName}}$mail$,
  $mail$<p>Góðan daginn,</p>
<p>{{author}} gaf {{schoolName}} einkunn á {{siteName}}: {{overall}} af 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Foreldrar sjá ekki einkunnina fyrr en hún hefur verið samþykkt.</p>
<p><a href="{{link}}">Fara yfir einkunnina</a></p>
<p>Ef hnappurinn virkar ekki skaltu afrita þessa slóð í vafrann þinn:<br>{{link}}</p>
<p>Teymi {{siteName}}</p>$mail$,
  $mail$Góðan daginn,

{{author}} gaf {{schoolName}} einkunn á {{siteName}}: {{overall}} af 5.

{{comment}}

Foreldrar sjá ekki einkunnina fyrr en hún hefur verið samþykkt.

Fara yfir einkunnina:
{{link}}

Teymi {{siteName}}$mail$
),
(
  'rating-notification', 'it',
  $mail$Nuova valutazione da verificare: {{schoolName}}$mail$,
  $mail$<p>Buongiorno,</p>
<p>{{author}} ha valutato {{schoolName}} su {{siteName}}: {{overall}} su 5.</p>
<blockquote>{{comment}}</blockquote>
<p>La valutazione non sarà visibile ai genitori finché non verrà approvata.</p>
<p><a href="{{link}}">Esamina la valutazione</a></p>
<p>Se il pulsante non funziona, copi questo indirizzo nel suo browser:<br>{{link}}</p>
<p>Il team di {{siteName}}</p>$mail$,
  $mail$Buongiorno,

{{author}} ha valutato {{schoolName}} su {{siteName}}: {{overall}} su 5.

{{comment}}

La valutazione non sarà visibile ai genitori finché non verrà approvata.

Esamina la valutazione:
{{link}}

Il team di {{siteName}}$mail$
),
(
  'rating-notification', 'ja',
  $mail$確認待ちの新しい評価：{{schoolName}}$mail$,
  $mail$<p>こんにちは。</p>
<p>{{author}}さんが{{siteName}}で{{schoolName}}を評価しました：5点中{{overall}}点。</p>
<blockquote>{{comment}}</blockquote>
<p>この評価は承認されるまで保護者には表示されません。</p>
<p><a href="{{link}}">評価を確認する</a></p>
<p>ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：<br>{{link}}</p>
<p>{{siteName}}チーム</p>$mail$,
  $mail$こんにちは。

{{author}}さんが{{siteName}}で{{schoolName}}を評価しました：5点中{{overall}}点。

{{comment}}

この評価は承認されるまで保護者には表示されません。

評価を確認する：
{{link}}

{{siteName}}チーム$mail$
),
(
  'rating-notification', 'lv',
  $mail$Jauns vērtējums pārskatīšanai: {{schoolName}}$mail$,
  $mail$<p>Labdien!</p>
<p>{{author}} novērtēja {{schoolName}} vietnē {{siteName}}: {{overall}} no 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Vecāki šo vērtējumu neredzēs, kamēr tas nebūs apstiprināts.</p>
<p><a href="{{link}}">Pārskatīt vērtējumu</a></p>
<p>Ja poga nedarbojas, iekopējiet šo adresi savā pārlūkprogrammā:<br>{{link}}</p>
<p>{{siteName}} komanda</p>$mail$,
  $mail$Labdien!

{{author}} novērtēja {{schoolName}} vietnē {{siteName}}: {{overall}} no 5.

{{comment}}

Vecāki šo vērtējumu neredzēs, kamēr tas nebūs apstiprināts.

Pārskatīt vērtējumu:
{{link}}

{{siteName}} komanda$mail$
),
(
  'rating-notification', 'nl',
  $mail$Nieuwe beoordeling om na te kijken: {{schoolName}}$mail$,
  $mail$<p>Hallo,</p>
<p>{{author}} heeft {{schoolName}} beoordeeld op {{siteName}}: {{overall}} van de 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Ouders zien de beoordeling pas nadat die is goedgekeurd.</p>
<p><a href="{{link}}">Beoordeling bekijken</a></p>
<p>Werkt de knop niet? Kopieer dan dit adres naar uw browser:<br>{{link}}</p>
<p>Het team van {{siteName}}</p>$mail$,
  $mail$Hallo,

{{author}} heeft {{schoolName}} beoordeeld op {{siteName}}: {{overall}} van de 5.

{{comment}}

Ouders zien de beoordeling pas nadat die is goedgekeurd.

Beoordeling bekijken:
{{link}}

Het team van {{siteName}}$mail$
),
(
  'rating-notification', 'pl',
  $mail$Nowa ocena do sprawdzenia: {{schoolName}}$mail$,
  $mail$<p>Dzień dobry,</p>
<p>Nowa ocena szkoły {{schoolName}} w serwisie {{siteName}} od użytkownika {{author}}: {{overall}} na 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Rodzice nie zobaczą tej oceny, dopóki nie zostanie zatwierdzona.</p>
<p><a href="{{link}}">Sprawdź ocenę</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>{{link}}</p>
<p>Zespół {{siteName}}</p>$mail$,
  $mail$Dzień dobry,

Nowa ocena szkoły {{schoolName}} w serwisie {{siteName}} od użytkownika {{author}}: {{overall}} na 5.

{{comment}}

Rodzice nie zobaczą tej oceny, dopóki nie zostanie zatwierdzona.

Sprawdź ocenę:
{{link}}

Zespół {{siteName}}$mail$
),
(
  'rating-notification', 'pt',
  $mail$Nova avaliação para rever: {{schoolName}}$mail$,
  $mail$<p>Olá,</p>
<p>{{author}} avaliou {{schoolName}} no {{siteName}}: {{overall}} em 5.</p>
<blockquote>{{comment}}</blockquote>
<p>A avaliação só fica visível para os pais depois de ser aprovada.</p>
<p><a href="{{link}}">Rever a avaliação</a></p>
<p>Se o botão não funcionar, copie este endereço para o seu navegador:<br>{{link}}</p>
<p>A equipa {{siteName}}</p>$mail$,
  $mail$Olá,

{{author}} avaliou {{schoolName}} no {{siteName}}: {{overall}} em 5.

{{comment}}

A avaliação só fica visível para os pais depois de ser aprovada.

Rever a avaliação:
{{link}}

A equipa {{siteName}}$mail$
),
(
  'rating-notification', 'ro',
  $mail$Evaluare nouă de verificat: {{schoolName}}$mail$,
  $mail$<p>Bună ziua,</p>
<p>{{author}} a evaluat {{schoolName}} pe {{siteName}}: {{overall}} din 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Părinții nu vor vedea această evaluare până când nu este aprobată.</p>
<p><a href="{{link}}">Verificați evaluarea</a></p>
<p>Dacă butonul nu funcționează, copiați această adresă în browser:<br>{{link}}</p>
<p>Echipa {{siteName}}</p>$mail$,
  $mail$Bună ziua,

{{author}} a evaluat {{schoolName}} pe {{siteName}}: {{overall}} din 5.

{{comment}}

Părinții nu vor vedea această evaluare până când nu este aprobată.

Verificați evaluarea:
{{link}}

Echipa {{siteName}}$mail$
),
(
  'rating-notification', 'ru',
  $mail$Новая оценка на проверку: {{schoolName}}$mail$,
  $mail$<p>Здравствуйте!</p>
<p>Новая оценка от {{author}} для {{schoolName}} на {{siteName}}: {{overall}} из 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Родители не увидят эту оценку, пока она не будет одобрена.</p>
<p><a href="{{link}}">Проверить оценку</a></p>
<p>Если кнопка не работает, скопируйте этот адрес в браузер:<br>{{link}}</p>
<p>Команда {{siteName}}</p>$mail$,
  $mail$Здравствуйте!

Новая оценка от {{author}} для {{schoolName}} на {{siteName}}: {{overall}} из 5.

{{comment}}

Родители не увидят эту оценку, пока она не будет одобрена.

Проверить оценку:
{{link}}

Команда {{siteName}}$mail$
),
(
  'rating-notification', 'sk',
  $mail$Nové hodnotenie na kontrolu: {{schoolName}}$mail$,
  $mail$<p>Dobrý deň,</p>
<p>Nové hodnotenie školy {{schoolName}} na stránke {{siteName}} od používateľa {{author}}: {{overall}} z 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Rodičia toto hodnotenie neuvidia, kým nebude schválené.</p>
<p><a href="{{link}}">Skontrolovať hodnotenie</a></p>
<p>Ak tlačidlo nefunguje, skopírujte túto adresu do prehliadača:<br>{{link}}</p>
<p>Tím {{siteName}}</p>$mail$,
  $mail$Dobrý deň,

Nové hodnotenie školy {{schoolName}} na stránke {{siteName}} od používateľa {{author}}: {{overall}} z 5.

{{comment}}

Rodičia toto hodnotenie neuvidia, kým nebude schválené.

Skontrolovať hodnotenie:
{{link}}

Tím {{siteName}}$mail$
),
(
  'rating-notification', 'sv',
  $mail$Nytt betyg att granska: {{schoolName}}$mail$,
  $mail$<p>Hej!</p>
<p>{{author}} har betygsatt {{schoolName}} på {{siteName}}: {{overall}} av 5.</p>
<blockquote>{{comment}}</blockquote>
<p>Föräldrar ser inte betyget förrän det har godkänts.</p>
<p><a href="{{link}}">Granska betyget</a></p>
<p>Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:<br>{{link}}</p>
<p>Teamet bakom {{siteName}}</p>$mail$,
  $mail$Hej!

{{author}} har betygsatt {{schoolName}} på {{siteName}}: {{overall}} av 5.

{{comment}}

Föräldrar ser inte betyget förrän det har godkänts.

Granska betyget:
{{link}}

Teamet bakom {{siteName}}$mail$
),
(
  'rating-notification', 'zh-hans',
  $mail$待审核的新评分：{{schoolName}}$mail$,
  $mail$<p>您好！</p>
<p>{{author}} 在{{siteName}}上为{{schoolName}}评分：{{overall}} 分（满分 5 分）。</p>
<blockquote>{{comment}}</blockquote>
<p>此评分在审核通过之前不会向家长显示。</p>
<p><a href="{{link}}">审核评分</a></p>
<p>如果按钮无法使用，请将以下地址复制到浏览器中打开：<br>{{link}}</p>
<p>{{siteName}}团队</p>$mail$,
  $mail$您好！

{{author}} 在{{siteName}}上为{{schoolName}}评分：{{overall}} 分（满分 5 分）。

{{comment}}

此评分在审核通过之前不会向家长显示。

审核评分：
{{link}}

{{siteName}}团队$mail$
),
(
  'rating-notification', 'zh-hant',
  $mail$待審核的新評分：{{schoolName}}$mail$,
  $mail$<p>您好！</p>
<p>{{author}} 在{{siteName}}上為{{schoolName}}評分：{{overall}} 分（滿分 5 分）。</p>
<blockquote>{{comment}}</blockquote>
<p>此評分在審核通過之前不會向家長顯示。</p>
<p><a href="{{link}}">審核評分</a></p>
<p>如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：<br>{{link}}</p>
<p>{{siteName}}團隊</p>$mail$,
  $mail$您好！

{{author}} 在{{siteName}}上為{{schoolName}}評分：{{overall}} 分（滿分 5 分）。

{{comment}}

此評分在審核通過之前不會向家長顯示。

審核評分：
{{link}}

{{siteName}}團隊$mail$
);
