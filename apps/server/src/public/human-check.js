/*
 * The press-and-hold check of the server-rendered reset-request page (decision record 011), without a framework:
 * a challenge when the press starts, the proof once it was held long enough, put in the form's `humanProof` field.
 * The page gives the button, the texts and the settings: #hold-box carries data-challenges and data-proofs (the
 * paths), data-hold-ms, data-csrf-header and data-csrf-value (from the contract), data-done and data-try-again.
 */
'use strict';
(function () {
  var button = document.getElementById('hold');
  var field = document.getElementById('humanProof');
  var status = document.getElementById('hold-status');
  var box = document.getElementById('hold-box');
  if (!button || !field || !status || !box) return;
  box.hidden = false;
  var headers = { 'content-type': 'application/json' };
  headers[box.getAttribute('data-csrf-header')] = box.getAttribute('data-csrf-value');
  var holdMs = Number(box.getAttribute('data-hold-ms'));
  var pressing = false;
  var timer = null;
  var challenge = null;
  function post(path, body) {
    return fetch(path, {
      method: 'POST',
      headers: headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).then(function (res) {
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
    challenge = post(box.getAttribute('data-challenges'), {});
    challenge.catch(function () {});
    timer = setTimeout(complete, holdMs);
  }
  function complete() {
    pressing = false;
    challenge
      .then(function (c) {
        return post(box.getAttribute('data-proofs'), { challenge: c.challenge });
      })
      .then(function (p) {
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
