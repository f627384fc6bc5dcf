/* Portal front-end helpers (jQuery 1.8). All calls go to our own ASP.NET handlers. */
(function ($) {
    'use strict';

    var currentUser = window.KORVATH_USER || {};

    $.ajaxSetup({
        beforeSend: function (xhr, settings) {
            if (settings.url.indexOf('/api/') === 0) {
                xhr.setRequestHeader('X-User-Email', currentUser.email);
                xhr.setRequestHeader('X-User-Id', currentUser.id);
            }
        }
    });

    window.loadCallLists = function (target) {
        $.getJSON('/api/contact-lists?account=' + currentUser.accountId)
            .done(function (data) { render(target, data); })
            .fail(function (xhr) {
                var body = xhr.responseJSON || {};
                if (xhr.status === 404) {
                    $(target).text('No lists yet.');
                } else if (xhr.status === 503) {
                    $(target).text('Maintenance in progress: ' + (body.error || ''));
                }
            });
    };

    function render(target, data) {
        var $ul = $('<ul/>');
        $.each(data.lists || [], function (_, l) { $ul.append($('<li/>').text(l.name)); });
        $(target).empty().append($ul);
    }
})(jQuery);
