#!/usr/bin/perl -T
# dialer_sync.pl - intranet form: push today's callback queue into a CallHatch list.
# Sales managers hit this from the "Callbacks" page.

use strict;
use warnings;
use lib '/var/www/intranet/lib';
use CGI qw(:standard);
use CGI::Carp qw(fatalsToBrowser);
use DBI;
use CallHatch::Client;

my $q = CGI->new;
my $manager = $ENV{REMOTE_USER} || '';
$manager .= '@harrowfinch.co.uk' unless $manager =~ /@/;

print $q->header(-type => 'text/html', -charset => 'utf-8');
print start_html(-title => 'Push callbacks to dialer', -style => '/css/intranet.css');

my $dbh = DBI->connect('dbi:Pg:dbname=crm;host=db1', 'intranet', $ENV{CRM_DB_PASS},
    { RaiseError => 1, AutoCommit => 1 });
my $rows = $dbh->selectcol_arrayref(q{
    SELECT phone FROM callbacks
     WHERE due_date = CURRENT_DATE AND owner_email = ? AND phone IS NOT NULL
}, undef, $manager);

my $ch = CallHatch::Client->new(acting_user => $manager);
my $list_id = param('list_id') || 'lst_callbacks';

eval {
    $ch->add_numbers($list_id, @$rows);
    print p(sprintf('Queued %d numbers into list %s.', scalar @$rows, escapeHTML($list_id)));
    1;
} or do {
    my $e = $@;
    if (ref $e && $e->isa('CallHatch::Error')) {
        if ($e->is_unknown_user) {
            print p({-class => 'err'}, "CallHatch doesn't know $manager - ask IT to add you to the dialer.");
        } elsif ($e->is_disabled) {
            print p({-class => 'err'}, 'The dialer API is switched off right now. Try later.');
        } else {
            print p({-class => 'err'}, escapeHTML($e->message));
            print ul(li([ map { escapeHTML($_) } $e->field_errors ]));
        }
    } else {
        print p({-class => 'err'}, 'Unexpected error: ' . escapeHTML("$e"));
    }
};

# quick link for managers who want to inspect the list directly
print p(a({-href => "https://app.callhatch.com/lists/" . escapeHTML($list_id)}, 'Open in CallHatch'));
print end_html;
