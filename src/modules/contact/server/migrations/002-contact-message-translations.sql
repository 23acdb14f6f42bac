-- The contact message mail in the 19 other UI languages (English is in 001-contact-message.sql).
insert into mail_template (name, lang, subject, html, text) values
(
  'contact-message', 'ar',
  $mail$تواصل {{siteName}}: {{subject}}$mail$,
  $mail$<p>كتب إليكم زائر عبر نموذج الاتصال في {{siteName}}.</p>
<p><strong>الاسم:</strong> {{name}}<br><strong>البريد الإلكتروني:</strong> {{email}}<br><strong>اللغة:</strong> {{language}}<br><strong>الموضوع:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>ردّوا على هذه الرسالة للرد على {{name}} مباشرة.</p>$mail$,
  $mail$كتب إليكم زائر عبر نموذج الاتصال في {{siteName}}.

الاسم: {{name}}
البريد الإلكتروني: {{email}}
اللغة: {{language}}
الموضوع: {{subject}}

{{message}}

ردّوا على هذه الرسالة للرد على {{name}} مباشرة.$mail$
),
(
  'contact-message', 'cs',
  $mail${{siteName}} kontakt: {{subject}}$mail$,
  $mail$<p>Návštěvník vám napsal přes kontaktní formulář {{siteName}}.</p>
<p><strong>Jméno:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}<br><strong>Jazyk:</strong> {{language}}<br><strong>Předmět:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Odpovězte na tento e-mail a odpověď dostane přímo {{name}}.</p>$mail$,
  $mail$Návštěvník vám napsal přes kontaktní formulář {{siteName}}.

Jméno: {{name}}
E-mail: {{email}}
Jazyk: {{language}}
Předmět: {{subject}}

{{message}}

Odpovězte na tento e-mail a odpověď dostane přímo {{name}}.$mail$
),
(
  'contact-message', 'de',
  $mail${{siteName}} Kontakt: {{subject}}$mail$,
  $mail$<p>Ein Besucher hat Ihnen über das Kontaktformular von {{siteName}} geschrieben.</p>
<p><strong>Name:</strong> {{name}}<br><strong>E-Mail:</strong> {{email}}<br><strong>Sprache:</strong> {{language}}<br><strong>Betreff:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Antworten Sie auf diese E-Mail, um {{name}} direkt zu antworten.</p>$mail$,
  $mail$Ein Besucher hat Ihnen über das Kontaktformular von {{siteName}} geschrieben.

Name: {{name}}
E-Mail: {{email}}
Sprache: {{language}}
Betreff: {{subject}}

{{message}}

Antworten Sie auf diese E-Mail, um {{name}} direkt zu antworten.$mail$
),
(
  'contact-message', 'el',
  $mail$Επικοινωνία {{siteName}}: {{subject}}$mail$,
  $mail$<p>Ένας επισκέπτης σας έγραψε μέσω της φόρμας επικοινωνίας του {{siteName}}.</p>
<p><strong>Όνομα:</strong> {{name}}<br><strong>Email:</strong> {{email}}<br><strong>Γλώσσα:</strong> {{language}}<br><strong>Θέμα:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Απαντήστε σε αυτό το email για να απαντήσετε απευθείας στον/στην {{name}}.</p>$mail$,
  $mail$Ένας επισκέπτης σας έγραψε μέσω της φόρμας επικοινωνίας του {{siteName}}.

Όνομα: {{name}}
Email: {{email}}
Γλώσσα: {{language}}
Θέμα: {{subject}}

{{message}}

Απαντήστε σε αυτό το email για να απαντήσετε απευθείας στον/στην {{name}}.$mail$
),
(
  'contact-message', 'es',
  $mail$Contacto de {{siteName}}: {{subject}}$mail$,
  $mail$<p>Un visitante le ha escrito a través del formulario de contacto de {{siteName}}.</p>
<p><strong>Nombre:</strong> {{name}}<br><strong>Correo electrónico:</strong> {{email}}<br><strong>Idioma:</strong> {{language}}<br><strong>Asunto:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Responda a este correo para contestar directamente a {{name}}.</p>$mail$,
  $mail$Un visitante le ha escrito a través del formulario de contacto de {{siteName}}.

Nombre: {{name}}
Correo electrónico: {{email}}
Idioma: {{language}}
Asunto: {{subject}}

{{message}}

Responda a este correo para contestar directamente a {{name}}.$mail$
),
(
  'contact-message', 'fr',
  $mail$Contact {{siteName}} : {{subject}}$mail$,
  $mail$<p>Un visiteur vous a écrit via le formulaire de contact de {{siteName}}.</p>
<p><strong>Nom :</strong> {{name}}<br><strong>E-mail :</strong> {{email}}<br><strong>Langue :</strong> {{language}}<br><strong>Sujet :</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Répondez à cet e-mail pour répondre directement à {{name}}.</p>$mail$,
  $mail$Un visiteur vous a écrit via le formulaire de contact de {{siteName}}.

Nom : {{name}}
E-mail : {{email}}
Langue : {{language}}
Sujet : {{subject}}

{{message}}

Répondez à cet e-mail pour répondre directement à {{name}}.$mail$
),
(
  'contact-message', 'is',
  $mail${{siteName}} samband: {{subject}}$mail$,
  $mail$<p>Gestur skrifaði ykkur í gegnum samskiptaeyðublað {{siteName}}.</p>
<p><strong>Nafn:</strong> {{name}}<br><strong>Netfang:</strong> {{email}}<br><strong>Tungumál:</strong> {{language}}<br><strong>Efni:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Svarið þessum tölvupósti til að svara {{name}} beint.</p>$mail$,
  $mail$Gestur skrifaði ykkur í gegnum samskiptaeyðublað {{siteName}}.

Nafn: {{name}}
Netfang: {{email}}
Tungumál: {{language}}
Efni: {{subject}}

{{message}}

Svarið þessum tölvupósti til að svara {{name}} beint.$mail$
),
(
  'contact-message', 'it',
  $mail$Contatto {{siteName}}: {{subject}}$mail$,
  $mail$<p>Un visitatore vi ha scritto tramite il modulo di contatto di {{siteName}}.</p>
<p><strong>Nome:</strong> {{name}}<br><strong>Email:</strong> {{email}}<br><strong>Lingua:</strong> {{language}}<br><strong>Oggetto:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Rispondete a questa email per rispondere direttamente a {{name}}.</p>$mail$,
  $mail$Un visitatore vi ha scritto tramite il modulo di contatto di {{siteName}}.

Nome: {{name}}
Email: {{email}}
Lingua: {{language}}
Oggetto: {{subject}}

{{message}}

Rispondete a questa email per rispondere direttamente a {{name}}.$mail$
),
(
  'contact-message', 'ja',
  $mail${{siteName}} お問い合わせ：{{subject}}$mail$,
  $mail$<p>{{siteName}} のお問い合わせフォームから訪問者のメッセージが届きました。</p>
<p><strong>お名前：</strong> {{name}}<br><strong>メールアドレス：</strong> {{email}}<br><strong>言語：</strong> {{language}}<br><strong>件名：</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>このメールに返信すると、{{name}} さんに直接返信できます。</p>$mail$,
  $mail${{siteName}} のお問い合わせフォームから訪問者のメッセージが届きました。

お名前：{{name}}
メールアドレス：{{email}}
言語：{{language}}
件名：{{subject}}

{{message}}

このメールに返信すると、{{name}} さんに直接返信できます。$mail$
),
(
  'contact-message', 'lv',
  $mail${{siteName}} saziņa: {{subject}}$mail$,
  $mail$<p>Apmeklētājs jums rakstīja, izmantojot {{siteName}} saziņas veidlapu.</p>
<p><strong>Vārds:</strong> {{name}}<br><strong>E-pasts:</strong> {{email}}<br><strong>Valoda:</strong> {{language}}<br><strong>Temats:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Atbildiet uz šo e-pastu, lai atbildētu {{name}} tieši.</p>$mail$,
  $mail$Apmeklētājs jums rakstīja, izmantojot {{siteName}} saziņas veidlapu.

Vārds: {{name}}
E-pasts: {{email}}
Valoda: {{language}}
Temats: {{subject}}

{{message}}

Atbildiet uz šo e-pastu, lai atbildētu {{name}} tieši.$mail$
),
(
  'contact-message', 'nl',
  $mail${{siteName}} contact: {{subject}}$mail$,
  $mail$<p>Een bezoeker heeft u geschreven via het contactformulier van {{siteName}}.</p>
<p><strong>Naam:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}<br><strong>Taal:</strong> {{language}}<br><strong>Onderwerp:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Beantwoord deze e-mail om {{name}} rechtstreeks te antwoorden.</p>$mail$,
  $mail$Een bezoeker heeft u geschreven via het contactformulier van {{siteName}}.

Naam: {{name}}
E-mail: {{email}}
Taal: {{language}}
Onderwerp: {{subject}}

{{message}}

Beantwoord deze e-mail om {{name}} rechtstreeks te antwoorden.$mail$
),
(
  'contact-message', 'pl',
  $mail${{siteName}} kontakt: {{subject}}$mail$,
  $mail$<p>Odwiedzający napisał do Was przez formularz kontaktowy {{siteName}}.</p>
<p><strong>Imię i nazwisko:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}<br><strong>Język:</strong> {{language}}<br><strong>Temat:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Odpowiedz na tę wiadomość, aby odpowiedzieć bezpośrednio {{name}}.</p>$mail$,
  $mail$Odwiedzający napisał do Was przez formularz kontaktowy {{siteName}}.

Imię i nazwisko: {{name}}
E-mail: {{email}}
Język: {{language}}
Temat: {{subject}}

{{message}}

Odpowiedz na tę wiadomość, aby odpowiedzieć bezpośrednio {{name}}.$mail$
),
(
  'contact-message', 'pt',
  $mail$Contacto {{siteName}}: {{subject}}$mail$,
  $mail$<p>Um visitante escreveu-lhe através do formulário de contacto de {{siteName}}.</p>
<p><strong>Nome:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}<br><strong>Idioma:</strong> {{language}}<br><strong>Assunto:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Responda a este e-mail para responder diretamente a {{name}}.</p>$mail$,
  $mail$Um visitante escreveu-lhe através do formulário de contacto de {{siteName}}.

Nome: {{name}}
E-mail: {{email}}
Idioma: {{language}}
Assunto: {{subject}}

{{message}}

Responda a este e-mail para responder diretamente a {{name}}.$mail$
),
(
  'contact-message', 'ro',
  $mail$Contact {{siteName}}: {{subject}}$mail$,
  $mail$<p>Un vizitator v-a scris prin formularul de contact al {{siteName}}.</p>
<p><strong>Nume:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}<br><strong>Limbă:</strong> {{language}}<br><strong>Subiect:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Răspundeți la acest e-mail pentru a-i răspunde direct lui {{name}}.</p>$mail$,
  $mail$Un vizitator v-a scris prin formularul de contact al {{siteName}}.

Nume: {{name}}
E-mail: {{email}}
Limbă: {{language}}
Subiect: {{subject}}

{{message}}

Răspundeți la acest e-mail pentru a-i răspunde direct lui {{name}}.$mail$
),
(
  'contact-message', 'ru',
  $mail${{siteName}}, обратная связь: {{subject}}$mail$,
  $mail$<p>Посетитель написал вам через форму обратной связи {{siteName}}.</p>
<p><strong>Имя:</strong> {{name}}<br><strong>Эл. почта:</strong> {{email}}<br><strong>Язык:</strong> {{language}}<br><strong>Тема:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Ответьте на это письмо, чтобы ответить {{name}} напрямую.</p>$mail$,
  $mail$Посетитель написал вам через форму обратной связи {{siteName}}.

Имя: {{name}}
Эл. почта: {{email}}
Язык: {{language}}
Тема: {{subject}}

{{message}}

Ответьте на это письмо, чтобы ответить {{name}} напрямую.$mail$
),
(
  'contact-message', 'sk',
  $mail${{siteName}} kontakt: {{subject}}$mail$,
  $mail$<p>Návštevník vám napísal cez kontaktný formulár {{siteName}}.</p>
<p><strong>Meno:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}<br><strong>Jazyk:</strong> {{language}}<br><strong>Predmet:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Odpovedzte na tento e-mail a odpoveď dostane priamo {{name}}.</p>$mail$,
  $mail$Návštevník vám napísal cez kontaktný formulár {{siteName}}.

Meno: {{name}}
E-mail: {{email}}
Jazyk: {{language}}
Predmet: {{subject}}

{{message}}

Odpovedzte na tento e-mail a odpoveď dostane priamo {{name}}.$mail$
),
(
  'contact-message', 'sv',
  $mail${{siteName}} kontakt: {{subject}}$mail$,
  $mail$<p>En besökare har skrivit till er via kontaktformuläret på {{siteName}}.</p>
<p><strong>Namn:</strong> {{name}}<br><strong>E-post:</strong> {{email}}<br><strong>Språk:</strong> {{language}}<br><strong>Ämne:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Svara på det här mejlet för att svara {{name}} direkt.</p>$mail$,
  $mail$En besökare har skrivit till er via kontaktformuläret på {{siteName}}.

Namn: {{name}}
E-post: {{email}}
Språk: {{language}}
Ämne: {{subject}}

{{message}}

Svara på det här mejlet för att svara {{name}} direkt.$mail$
),
(
  'contact-message', 'zh-Hans',
  $mail${{siteName}} 联系表单：{{subject}}$mail$,
  $mail$<p>有访客通过 {{siteName}} 的联系表单给您留言。</p>
<p><strong>姓名：</strong> {{name}}<br><strong>电子邮件：</strong> {{email}}<br><strong>语言：</strong> {{language}}<br><strong>主题：</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>直接回复此邮件即可答复 {{name}}。</p>$mail$,
  $mail$有访客通过 {{siteName}} 的联系表单给您留言。

姓名：{{name}}
电子邮件：{{email}}
语言：{{language}}
主题：{{subject}}

{{message}}

直接回复此邮件即可答复 {{name}}。$mail$
),
(
  'contact-message', 'zh-Hant',
  $mail${{siteName}} 聯絡表單：{{subject}}$mail$,
  $mail$<p>有訪客透過 {{siteName}} 的聯絡表單給您留言。</p>
<p><strong>姓名：</strong> {{name}}<br><strong>電子郵件：</strong> {{email}}<br><strong>語言：</strong> {{language}}<br><strong>主旨：</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>直接回覆此郵件即可答覆 {{name}}。</p>$mail$,
  $mail$有訪客透過 {{siteName}} 的聯絡表單給您留言。

姓名：{{name}}
電子郵件：{{email}}
語言：{{language}}
主旨：{{subject}}

{{message}}

直接回覆此郵件即可答覆 {{name}}。$mail$
);
