use strict;
use warnings;
use Test::More;
use HTTP::Response;
use lib 'lib';
use CallHatch::Error;

sub resp {
    my ($code, $json) = @_;
    my $r = HTTP::Response->new($code);
    $r->content($json);
    return $r;
}

subtest 'returns 502 as transient' => sub {
    my $e = CallHatch::Error->from_response(resp(502, '{}'));
    ok $e->is_transient, 'transient';
};

subtest '503 means disabled' => sub {
    my $e = CallHatch::Error->from_response(resp(503, '{}'));
    ok $e->is_disabled;
};

subtest 'unknown user on 404' => sub {
    my $e = CallHatch::Error->from_response(resp(404, '{"error":"user not found"}'));
    ok $e->is_unknown_user;
    is $e->message, 'user not found';
};

subtest 'field errors' => sub {
    my $e = CallHatch::Error->from_response(
        resp(400, '{"error":"validation failed","details":[{"path":"contacts[0].phone","message":"invalid"}]}'));
    is_deeply [ $e->field_errors ], ['contacts[0].phone: invalid'];
};

done_testing;
