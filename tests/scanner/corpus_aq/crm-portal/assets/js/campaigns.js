/* Campaign screen. Talks to our own CI endpoints only. */
(function ($) {
    'use strict';

    var currentUser = window.CRM && window.CRM.userEmail;

    function api(path, opts) {
        return $.ajax($.extend({
            url: '/index.php/api' + path,
            dataType: 'json',
            headers: { 'X-User-Email': currentUser, 'X-CSRF-TOKEN': $('meta[name=csrf]').attr('content') }
        }, opts || {}));
    }

    $(function () {
        api('/me').done(function (me) {
            $('#broker-name').text(me.name);
        }).fail(function (xhr) {
            if (xhr.status === 404) {
                $('#broker-name').text('Unknown broker');
            } else if (xhr.status === 503) {
                $('#maintenance-banner').show();
            }
        });

        $('#contact-lists').on('click', '.js-push', function (e) {
            e.preventDefault();
            var id = $(this).data('campaign');
            $.post('/index.php/campaigns/push/' + id).always(function () {
                window.location.reload();
            });
        });
    });
})(jQuery);
