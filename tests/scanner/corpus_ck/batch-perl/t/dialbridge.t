use strict;
use warnings;
use Test::More;
use Test::LWP::UserAgent;
use lib 'lib';
use Korvath::DialBridge;

my $ua = Test::LWP::UserAgent->new;
$ua->map_response(qr{contact-lists$}, HTTP::Response->new(200, 'OK', [], '{"data":[]}'));

my $db = Korvath::DialBridge->new(base_url => 'http://mock', api_key => 'dummy');
$db->{ua} = $ua;

is_deeply($db->get_lists, { data => [] }, 'get_lists decodes body');

$ua->map_response(qr{contacts}, HTTP::Response->new(503, 'Service Unavailable', [], '{"error":"disabled"}'));
eval { $db->append_contacts(1, []) };
like($@, qr/DIALBRIDGE_DISABLED/, '503 dies with DIALBRIDGE_DISABLED');

done_testing;
