#!/usr/bin/perl
# Removes numbers on the internal do-not-call register from every dialer list.
# Usage: dnc_scrub.pl --file /data/dnc/latest.csv [--dry-run]

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/../lib";
use Getopt::Long;
use Text::CSV_XS;
use Pellworth::Callgrove;

my ($file, $dry);
GetOptions('file=s' => \$file, 'dry-run' => \$dry) or die "bad options\n";
die "--file required\n" unless $file;

my $csv = Text::CSV_XS->new({ binary => 1 });
open my $fh, '<', $file or die "$file: $!";
my %dnc;
while (my $row = $csv->getline($fh)) {
    (my $p = $row->[0]) =~ s/\D//g;
    $dnc{"+$p"} = 1 if length $p >= 10;
}
close $fh;

my $cg = Pellworth::Callgrove->new(acting_user => 'compliance@pellworth.com');
for my $l (@{ $cg->lists->{data} }) {
    for my $c (@{ $cg->list($l->{id})->{contacts} || [] }) {
        next unless $dnc{ $c->{phone} };
        print "removing $c->{phone} from $l->{name}\n";
        $cg->remove_contact($l->{id}, $c->{phone}) unless $dry;
    }
}
