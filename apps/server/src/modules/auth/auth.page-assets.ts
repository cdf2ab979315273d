/**
 * What the server-rendered pages (sign-in, password reset, the visitor's landing) load besides their HTML: one style sheet and one small
 * script, both files of the portal, so the CSP stays `script-src 'self'` with no inline script or style.
 */

import { THEME_TOKENS } from '@portal/contract/theme-tokens';

export const AUTH_STYLES_PATH = '/api/login/styles.css';
export const PASSWORD_TOGGLE_SCRIPT_PATH = '/api/login/password-toggle.js';

const T = THEME_TOKENS;

export const AUTH_STYLES = `
:root{color-scheme:light;--primary:${T.primary};--primary-dark:${T.primaryDark};--error:${T.error};--info:${T.info};--success:${T.success};--bg:${T.background};--paper:${T.paper};--text:${T.text};--text-2:${T.textSecondary};--divider:${T.divider};--radius:${T.radiusPx}px;font-family:${T.font};font-size:16px;line-height:1.5;color:var(--text);background:var(--bg)}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;overflow-wrap:anywhere}
a{color:var(--primary)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.skip{position:absolute;left:16px;top:-64px;z-index:10;padding:8px 16px;background:var(--paper);color:var(--primary-dark);font-weight:600;border-radius:var(--radius)}
.skip:focus{top:8px}
.bar{display:flex;align-items:center;flex-wrap:wrap;gap:8px 16px;padding:12px 16px;background:var(--paper);border-bottom:1px solid var(--divider)}
@media (min-width:600px){.bar{padding:12px 24px}}
.brand{margin-right:auto;color:var(--primary-dark);font-weight:700;font-size:1.125rem;text-decoration:none}
.brand:hover,.bar-link:hover,.foot a:hover{text-decoration:underline}
.bar-link{font-weight:600;text-decoration:none}
.languages{display:flex;flex-wrap:wrap;gap:4px 12px;margin:0;padding:0;list-style:none}
.languages a,.languages span{display:inline-block;padding:4px 0}
.languages span{font-weight:700;color:var(--text)}
main{flex:1;display:flex;justify-content:center;padding:24px 12px}
@media (min-width:600px){main{padding:48px 16px}}
.card{background:var(--paper);max-width:28rem;width:100%;padding:24px 16px;border-radius:var(--radius);box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px rgba(0,0,0,.14),0 1px 3px rgba(0,0,0,.12)}
@media (min-width:600px){.card{padding:32px}}
h1{margin:0 0 8px;font-size:1.75rem;font-weight:400;line-height:1.235}
.field{margin-top:16px}
label{display:block;font-weight:600;margin-bottom:4px}
.control{display:flex;gap:8px;align-items:stretch}
input[type=text],input[type=password]{flex:1;min-width:0;width:100%;padding:12px;border:1px solid #6b7280;border-radius:4px;font:inherit;color:var(--text);background:var(--paper)}
input[aria-invalid=true]{border:2px solid var(--error)}
.field-error{margin:4px 0 0;color:var(--error);font-size:.875rem}
button{font:inherit;cursor:pointer;border-radius:4px}
button[type=submit]{margin-top:24px;width:100%;padding:10px 16px;border:0;background:var(--primary);color:#fff;font-weight:600}
button[type=submit]:hover{background:var(--primary-dark)}
button.toggle{flex:none;padding:0 12px;border:1px solid var(--primary);background:var(--paper);color:var(--primary);font-weight:600;white-space:nowrap}
button.toggle:hover{background:#e8f0f9}
.notice{padding:12px 16px;border-radius:4px;margin:16px 0}
.error{background:#fdeded;color:#5f2120;border:1px solid #f3c2bf}
.info{background:#e5f6fd;color:#014361;border:1px solid #b3e0f5}
.hint{color:var(--text-2);font-size:.875rem;margin:4px 0 0}
.after{margin-top:16px}
.hold{margin-top:16px}.hold p{margin:8px 0}
button.hold-button{width:100%;max-width:240px;height:50px;margin-top:4px;background:var(--paper);color:var(--primary);border:2px solid var(--primary);background-image:linear-gradient(var(--primary),var(--primary));background-repeat:no-repeat;background-size:0 100%;user-select:none;touch-action:none}
button.hold-button.holding{color:#fff;background-size:100% 100%;transition:background-size 1.5s linear}
button.hold-button:disabled{color:#fff;background-size:100% 100%;cursor:default}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px 24px;padding:16px;background:var(--paper);border-top:1px solid var(--divider);color:var(--text-2);font-size:.875rem}
@media (min-width:600px){.foot{padding:16px 24px}}
.foot ul{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;padding:0;list-style:none}
.foot a{display:inline-block;padding:4px 0;text-decoration:none}
.foot-languages{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px}
@media (prefers-reduced-motion:reduce){button.hold-button.holding{transition:none}}
.bar{position:relative}
.bar-wide{display:flex;align-items:center;flex-wrap:wrap;gap:8px 16px}
.bar-menu{display:none}
@media (max-width:767.95px){.bar-wide{display:none}.bar-menu{display:block}.bar.with-menu{flex-wrap:nowrap}.with-menu .brand{min-width:0;font-size:1rem}}
.bar-button{flex:none;white-space:nowrap;display:inline-block;padding:6px 16px;border-radius:4px;background:var(--primary);color:#fff;font-weight:600;text-decoration:none;cursor:pointer}
.bar-button:hover{background:var(--primary-dark)}
summary.bar-button{list-style:none}
summary.bar-button::-webkit-details-marker{display:none}
.bar-menu-panel{position:absolute;left:0;right:0;top:100%;z-index:5;display:flex;flex-direction:column;align-items:flex-start;gap:12px;padding:16px;background:var(--paper);border-bottom:1px solid var(--divider);box-shadow:0 4px 8px rgba(0,0,0,.12)}
main.wide{display:block;padding:0}
.wrap{max-width:1200px;margin:0 auto;padding:0 16px}
@media (min-width:600px){.wrap{padding:0 24px}}
.hero{background:var(--paper);border-bottom:1px solid var(--divider)}
.hero .wrap{padding-top:48px;padding-bottom:48px}
@media (min-width:900px){.hero .wrap{padding-top:72px;padding-bottom:72px}}
.hero h1{max-width:760px;margin:0 0 16px;font-size:clamp(2rem,1.25rem + 3vw,3rem);line-height:1.167}
.lead{max-width:760px;margin:0 0 24px;font-size:1.25rem;line-height:1.6;color:var(--text-2)}
.hero p{margin-top:0}
a.button{display:inline-block;padding:8px 22px;border-radius:4px;background:var(--primary);color:#fff;font-weight:600;text-decoration:none}
a.button:hover{background:var(--primary-dark)}
.hero .insights{margin:24px 0 0}
.insights a{display:inline-flex;align-items:center;gap:4px;font-weight:600}
.icon{flex:none;width:24px;height:24px;color:var(--primary)}
.icon.small{width:20px;height:20px;color:inherit}
.section{padding-top:48px}
.section h2{margin:0 0 24px;font-size:2.125rem;font-weight:400;line-height:1.235}
.groups{display:grid;gap:24px}
@media (min-width:900px){.groups{grid-template-columns:1fr 1fr}}
.group{padding:24px;background:var(--paper);border:1px solid var(--divider);border-radius:var(--radius)}
.group-head{display:flex;align-items:center;gap:12px;margin-bottom:8px}
.group h3{margin:0;font-size:1.5rem;font-weight:400;line-height:1.334}
.muted{color:var(--text-2)}
.group>.muted{margin:0 0 16px}
.products{display:grid;gap:16px;margin:0;padding:0;list-style:none}
.products li{padding-left:16px;border-left:3px solid var(--primary)}
.products h4{margin:0;font-size:1rem;font-weight:600;line-height:1.75}
.products p{margin:0;font-size:.875rem;line-height:1.43}
.more{padding-bottom:64px}
.more h2.h5{margin-bottom:16px;font-size:1.5rem;line-height:1.334}
.tiles{display:grid;gap:24px;margin:0;padding:0;list-style:none}
@media (min-width:900px){.tiles{grid-template-columns:repeat(3,1fr)}}
.tiles li{display:flex;align-items:flex-start;gap:12px}
.tiles p{margin:0}
`;

/**
 * The show-password buttons: each `button[data-toggles]` shows and hides the password field it names, and says
 * which it does by aria-pressed (its label stays 'Show password'). The buttons are hidden in the HTML and shown here, so a page without scripts has no button that does nothing.
 */
export const PASSWORD_TOGGLE_SCRIPT = `'use strict';
(function () {
  var buttons = document.querySelectorAll('button[data-toggles]');
  Array.prototype.forEach.call(buttons, function (button) {
    var field = document.getElementById(button.getAttribute('data-toggles'));
    if (!field) return;
    function render(visible) {
      field.type = visible ? 'text' : 'password';
      button.setAttribute('aria-pressed', visible ? 'true' : 'false');
    }
    button.addEventListener('click', function () {
      render(field.type === 'password');
    });
    // The form never sends a password in a field the browser might remember as plain text.
    if (field.form) field.form.addEventListener('submit', function () { render(false); });
    render(false);
    button.hidden = false;
  });
})();
`;
