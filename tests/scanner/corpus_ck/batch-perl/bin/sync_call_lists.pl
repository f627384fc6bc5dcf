#!/usr/bin/perl
# Nightly: push new prospect shippers from FMS into DialBridge lists.
# Run from cron on batch01 (see ops-cron/crontab.txt).

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Config::General;
use DBI;
use Korvath::DialBridge;
use Korvath::Slack;

my %cfg = Config::General->new("$FindBin::Bin/../conf/batch.conf")->getall;

my $dbh = DBI->connect($cfg{fms_dsn}, $cfg{fms_user}, $cfg{fms_pass}, { RaiseError => 1 });
my $db  = Korvath::DialBridge->new(
    base_url   => $cfg{dialbridge}{base_url},
    api_key    => $cfg{dialbridge}{api_key},
    user_email => $cfg{dialbridge}{user_email},
);

my $rows = $dbh->selectall_arrayref(q{
    SELECT p.region_code, p.phone_e164, p.company_name
      FROM fms_prospect p
     WHERE p.dialer_synced_at IS NULL AND p.phone_e164 IS NOT NULL
}, { Slice => {} });

my %by_region;
push @{ $by_region{ $_->{region_code} } }, { phone => $_->{phone_e164}, name => $_->{company_name} } for @$rows;

my $lists = $db->get_lists;
my %list_id = map { $_->{name} => $_->{id} } @{ $lists->{data} || [] };

my $failed = 0;
for my $region (sort keys %by_region) {
    my $id = $list_id{"FMS Prospects - $region"} or next;
    eval { $db->append_contacts($id, $by_region{$region}); 1 } or do {
        warn $@;
        $failed++;
        if ($@ =~ /^DIALBRIDGE_DISABLED/) {
            Korvath::Slack->post('#sales-ops', "DialBridge integration disabled, sync aborted");
            last;
        }
    };
}
$dbh->do(q{UPDATE fms_prospect SET dialer_synced_at = SYSDATE WHERE dialer_synced_at IS NULL}) unless $failed;
exit($failed ? 1 : 0);
