/* Dispatcher console - call list widget (jQuery 1.8) */
var RW = RW || {};
RW.base = window.RW_BASE || "https://api.ringwell.io/api/public/v1";

RW.headers = function () {
    return {
        "x-api-key": $("#rw-key").val(),
        "x-user-email": window.currentUser.email
    };
};

RW.loadLists = function () {
    $.ajax({
        url: RW.base + "/contact-lists",
        type: "GET",
        dataType: "json",
        headers: RW.headers()
    }).done(function (res) {
        var $sel = $("#rw-lists").empty();
        $.each(res.data, function (i, l) { $sel.append($("<option/>").val(l.id).text(l.name)); });
    }).fail(RW.showError);
};

RW.addPhone = function (listId, phone) {
    return $.ajax({
        url: RW.base + "/contact-lists/" + listId + "/contacts",
        type: "POST",
        contentType: "application/json",
        data: JSON.stringify({ contacts: [{ phone: phone }] }),
        headers: RW.headers()
    }).fail(RW.showError);
};

RW.showError = function (xhr) {
    var msg = (xhr.responseJSON && xhr.responseJSON.error) || xhr.statusText;
    if (xhr.status === 404 && msg === "user not found") {
        msg = "Ask Ops to create your Ringwell user.";
    } else if (xhr.status === 502) {
        msg = "Ringwell sign-in service is down, retrying in 30s";
        setTimeout(RW.loadLists, 30000);
    }
    $("#rw-error").text(msg).show();
};

$(function () {
    RW.loadLists();
    $("#rw-add").on("click", function () { RW.addPhone($("#rw-lists").val(), $("#rw-phone").val()); });
});
