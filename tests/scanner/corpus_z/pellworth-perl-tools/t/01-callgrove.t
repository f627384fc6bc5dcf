use strict;
use warnings;
use Test::More;
use Test::MockObject;
use HTTP::Response;
use lib 'lib';

use_ok('Pellworth::Callgrove');

my @queue;
my $ua = Test::MockObject->new;
$ua->mock(request => sub { shift @queue });

sub client {
    my $c = Pellworth::Callgrove->new(api_key => 'test-key', acting_user => 't@example.com', max_retries => 2);
    $c->{ua} = $ua;
    return $c;
}

subtest 'retries once on 502 then succeeds' => sub {
    @queue = (HTTP::Response->new(502, 'Bad Gateway'), HTTP::Response->new(200, 'OK', [], '{"data":[]}'));
    no warnings 'redefine';
    local *CORE::GLOBAL::sleep = sub { };
    is_deeply(client()->lists, { data => [] });
};

subtest 'dies with message on 503' => sub {
    @queue = (HTTP::Response->new(503, 'Service Unavailable', [], '{"error":"API disabled on the server"}'));
    eval { client()->lists };
    like($@, qr/disabled/);
};

done_testing;
