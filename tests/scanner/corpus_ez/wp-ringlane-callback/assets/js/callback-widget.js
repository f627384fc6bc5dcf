(function () {
  'use strict';

  var form = document.querySelector('[data-ringlane-callback]');
  if (!form) return;

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var data = new FormData(form);
    fetch(window.ringlaneCb.restUrl + 'ringlane/v1/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': window.ringlaneCb.nonce },
      body: JSON.stringify({ phone: data.get('phone'), name: data.get('name') })
    })
      .then(function (r) { return r.json().then(function (body) { return { status: r.status, body: body }; }); })
      .then(function (res) {
        if (res.status >= 400) {
          form.querySelector('.rl-error').textContent = res.body.error || 'Something went wrong';
          return;
        }
        form.classList.add('is-sent');
      });
  });
})();
