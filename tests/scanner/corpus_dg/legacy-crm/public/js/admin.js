/* global jQuery */
(function ($) {
  'use strict';

  var me = $('body').data('user-email');

  // every call to our own /api gets the associate's email so the PHP side can scope results
  $.ajaxSetup({
    headers: { 'X-User-Email': me }
  });

  function loadLeads() {
    $.getJSON('/api/leads.php').done(function (res) {
      var $tbody = $('#leads tbody').empty();
      $.each(res.leads, function (_, l) {
        $tbody.append('<tr><td>' + l.name + '</td><td>' + l.phone + '</td><td>' + l.created_at + '</td></tr>');
      });
    }).fail(function (xhr) {
      var msg = (xhr.responseJSON && xhr.responseJSON.error) || 'Could not load leads';
      if (xhr.status === 404) {
        msg = 'Your account is not set up for a store yet.';
      }
      $('#flash').text(msg).show();
    });
  }

  $(loadLeads);
})(jQuery);
