package Halcyon::TmsApi;
# Internal TMS REST gateway (AWS API Gateway in front of the load board)
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $BASE = $ENV{TMS_API_URL} || 'https://tms-gw.internal.halcyonfreight.com/v1';

sub new { bless { ua => LWP::UserAgent->new(timeout => 10) }, shift }

sub loads_for_carrier {
    my ($self, $carrier_id, $user_email) = @_;
    my $res = $self->{ua}->get("$BASE/carriers/$carrier_id/loads",
        'x-api-key'    => $ENV{TMS_GATEWAY_KEY},
        'X-User-Email' => $user_email,
    );
    if ($res->code == 502 || $res->code == 503) {
        warn "TMS gateway unavailable, skipping carrier $carrier_id\n";
        return [];
    }
    die "TMS: " . $res->status_line unless $res->is_success;
    my $body = decode_json($res->content);
    die "TMS error: $body->{error}" if $body->{error};
    return $body->{loads};
}

1;
