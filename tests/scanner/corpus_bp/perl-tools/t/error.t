use strict;
use warnings;
use Test::More;
use HTTP::Response;
use Ringwell::Error;

sub resp { my ($code, $json) = @_; my $r = HTTP::Response->new($code); $r->content($json); $r }

subtest 'handles 404 for unknown user' => sub {
    my $e = Ringwell::Error->from_response(resp(404, '{"error":"User not found"}'));
    ok $e->is_unknown_user;
};

subtest 'handles 502 as transient' => sub {
    my $e = Ringwell::Error->from_response(resp(502, '{"error":"upstream"}'));
    ok $e->is_idp_down;
};

subtest 'handles 503 when disabled' => sub {
    ok(Ringwell::Error->from_response(resp(503, '{}'))->api_disabled);
};

done_testing;
