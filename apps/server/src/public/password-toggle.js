/*
 * The show-password buttons of the sign-in and password pages: each `button[data-toggles]` shows and hides the
 * password field it names, and says which it does by aria-pressed (its label stays 'Show password'). The buttons
 * are hidden in the HTML and shown here, so a page without scripts has no button that does nothing.
 */
'use strict';
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
    if (field.form)
      field.form.addEventListener('submit', function () {
        render(false);
      });
    render(false);
    button.hidden = false;
  });
})();
