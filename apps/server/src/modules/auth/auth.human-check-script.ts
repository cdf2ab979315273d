import { HUMAN_CHECK, HUMAN_CHECK_PATHS } from '@portal/contract/human-check';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';

/** Where the reset-request page loads its press-and-hold script from (a file of the portal: the CSP allows only 'self'). */
export const RESET_HUMAN_CHECK_SCRIPT_PATH = '/api/password-reset/request/human-check.js';

/**
 * The press-and-hold check of the server-rendered reset-request page, without a framework: a challenge when the
 * press starts, the proof once it was held for HUMAN_CHECK.holdMs, put in the form's `humanProof` field. The
 * page gives the button and the texts (#hold, #hold-status, data-done, data-try-again).
 */
export const RESET_HUMAN_CHECK_SCRIPT = `'use strict';
(function () {
  var button = document.getElementById('hold');
  var field = document.getElementById('humanProof');
  var status = document.getElementById('hold-status');
  if (!button || !field || !status) return;
  var box = document.getElementById('hold-box');
  box.hidden = false;
  var headers = { 'content-type': 'application/json' };
  headers[${JSON.stringify(CSRF_HEADER)}] = ${JSON.stringify(CSRF_HEADER_VALUE)};
  var pressing = false;
  var timer = null;
  var challenge = null;
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: headers, body: JSON.stringify(body), credentials: 'same-origin' }).then(function (res) {
      return res.ok ? res.json() : Promise.reject(new Error(String(res.status)));
    });
  }
  function failed() {
    button.classList.remove('holding');
    status.textContent = box.getAttribute('data-try-again');
  }
  function start(event) {
    if (pressing || field.value) return;
    if (event) event.preventDefault();
    pressing = true;
    status.textContent = '';
    button.classList.add('holding');
    challenge = post(${JSON.stringify(HUMAN_CHECK_PATHS.challenges)}, {});
    challenge.catch(function () {});
    timer = setTimeout(complete, ${HUMAN_CHECK.holdMs});
  }
  function complete() {
    pressing = false;
    challenge.then(function (c) {
      return post(${JSON.stringify(HUMAN_CHECK_PATHS.proofs)}, { challenge: c.challenge });
    }).then(function (p) {
      field.value = p.proof;
      button.classList.remove('holding');
      button.disabled = true;
      status.textContent = box.getAttribute('data-done');
    }, failed);
  }
  function release() {
    if (!pressing) return;
    pressing = false;
    clearTimeout(timer);
    failed();
  }
  button.addEventListener('pointerdown', start);
  button.addEventListener('pointerup', release);
  button.addEventListener('pointerleave', release);
  button.addEventListener('pointercancel', release);
  button.addEventListener('keydown', function (event) {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) start(event);
  });
  button.addEventListener('keyup', function (event) {
    if (event.key === ' ' || event.key === 'Enter') release();
  });
})();
`;
