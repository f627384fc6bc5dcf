/*
 * "Quick dial" widget on the borrower page. Written in 2016 before we had the
 * server-side library; still calls Dialstream straight from the browser.
 * TODO(security): move the key server-side.
 */
var DialerWidget = (function ($) {
    var DS_ROOT = 'https://api.dialstream.com/api/public/v1';
    var DS_KEY = 'ds_Lw83nQzT5vKp1RyX6mHa0eBc';

    function dsHeaders(email) {
        return {
            'X-Api-Key': DS_KEY,
            'X-User-Email': email
        };
    }

    function addToList(listId, phone, email) {
        return $.ajax({
            type: 'POST',
            url: DS_ROOT + '/contact-lists/' + listId + '/contacts',
            contentType: 'application/json',
            headers: dsHeaders(email),
            data: JSON.stringify({ contacts: [{ phone: phone }] })
        }).fail(function (xhr) {
            var body = xhr.responseJSON || {};
            if (xhr.status === 404 && body.error === 'contact list not found') {
                alert('That dial list was deleted in Dialstream.');
            } else {
                alert('Dialer error: ' + (body.error || xhr.statusText));
            }
        });
    }

    return { addToList: addToList };
})(jQuery);
