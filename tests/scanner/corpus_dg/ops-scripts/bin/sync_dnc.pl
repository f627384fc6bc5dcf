#!/usr/bin/perl
# Remove every number in the dnc_numbers table from all Ringwell call lists.
# Runs nightly from cron/crontab.ops via bin/run_with_lock.sh
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use DBI;
use Getopt::Long;
use Brightline::Ringwell;

my $dry_run = 0;
my $since   = '1 DAY';
GetOptions('dry-run' => \$dry_run, 'since=s' => \$since) or die "usage: $0 [--dry-run] [--since '7 DAY']\n";

my $dbh = DBI->connect('DBI:mysql:database=brightline_crm;host=db01', 'ops', $ENV{OPS_DB_PASS},
    { RaiseError => 1, AutoCommit => 1 });

my $numbers = $dbh->selectcol_arrayref(
    "SELECT phone FROM dnc_numbers WHERE created_at >= NOW() - INTERVAL $since");
printf "%d numbers to scrub\n", scalar @$numbers;
exit 0 unless @$numbers;

my $rw = Brightline::Ringwell->new(acting_as => 'compliance@brightlinehome.com');
my $lists = $rw->lists;

for my $list (@$lists) {
    for my $phone (@$numbers) {
        if ($dry_run) {
            print "would remove $phone from list $list->{id} ($list->{name})\n";
            next;
        }
        eval { $rw->remove_contact($list->{id}, $phone); 1 } or do {
            my $e = $@;
            next if $e =~ /404/ && $e !~ /user not found/; # number was not on this list
            if ($e =~ /user not found/) {
                die "compliance@ is not a Ringwell user any more -- fix before tonight's run\n";
            }
            warn $e;
        };
    }
}
$dbh->do("INSERT INTO ops_runs (script, finished_at) VALUES ('sync_dnc', NOW())");
