// Agent desk call-list panel. Same-origin calls to our Web API 2 controllers.
$(document).ready(function () {
    var $panel = $('#call-lists');

    $.ajaxSetup({ headers: { 'X-User-Email': $('body').data('agent-email') } });

    function load() {
        $.getJSON('/api/contactlists').done(function (data) {
            $panel.empty();
            $.each(data.lists || [], function (_, l) {
                $panel.append($('<li/>').text(l.name + ' (' + l.size + ')').attr('data-id', l.id));
            });
        }).fail(function (xhr) {
            var msg = (xhr.responseJSON && xhr.responseJSON.error) || 'Could not load call lists';
            if (xhr.status === 503) {
                msg = 'The dialer is unavailable right now.';
            }
            $panel.html('<li class="err"></li>').find('.err').text(msg);
        });
    }

    $panel.on('click', 'li', function () {
        var phone = window.prompt('Phone number to add');
        if (!phone) { return; }
        $.ajax({
            url: '/api/contactlists/' + $(this).data('id') + '/contacts',
            type: 'POST',
            contentType: 'application/json',
            data: JSON.stringify([phone])
        }).always(load);
    });

    load();
});
