/* Console bootstrap: talks to our own CF backend only */
$.ajaxSetup({
    beforeSend: function (xhr) {
        if (window.currentUser) {
            xhr.setRequestHeader("X-User-Email", window.currentUser.email);
            xhr.setRequestHeader("X-User-Id", window.currentUser.id);
        }
    }
});

$(document).ajaxError(function (evt, xhr, settings) {
    if (settings.url.indexOf("/api/") !== 0) return;
    var body = xhr.responseJSON || {};
    if (xhr.status === 401) {
        window.location = "/sso/login?next=" + encodeURIComponent(location.pathname);
    } else if (xhr.status === 503) {
        $("#banner").text("Portal is in maintenance mode.").show();
    } else if (body.error) {
        $("#banner").text(body.error).show();
    }
});

$(function () {
    $.getJSON("/pages/whoami.cfm", function (me) { window.currentUser = me; });
    $.getJSON("/api/v1/loads?status=open", function (res) { $("#open-loads").text(res.count); });
});
