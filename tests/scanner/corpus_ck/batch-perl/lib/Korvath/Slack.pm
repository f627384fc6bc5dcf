package Korvath::Slack;
use strict;
use warnings;
use LWP::UserAgent;
use JSON::XS qw(encode_json);

my $HOOK = $ENV{SLACK_WEBHOOK_URL} || 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';

sub post {
    my ($class, $channel, $text) = @_;
    my $ua  = LWP::UserAgent->new(timeout => 10);
    my $res = $ua->post($HOOK, 'Content-Type' => 'application/json',
                        Content => encode_json({ channel => $channel, text => $text }));
    warn "slack post failed: " . $res->status_line . "\n" if $res->code == 502 || $res->code == 503;
    return $res->is_success;
}

# verify slash-command requests from Slack
sub verify_request {
    my ($class, $headers, $body, $secret) = @_;
    require Digest::SHA;
    my $ts  = $headers->{'X-Slack-Request-Timestamp'};
    my $sig = $headers->{'X-Slack-Signature'};
    return $sig eq 'v0=' . Digest::SHA::hmac_sha256_hex("v0:$ts:$body", $secret);
}

1;
