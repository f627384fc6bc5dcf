#!/usr/bin/env perl
# Mojolicious::Lite receiver for Telecall outbound webhooks and Slack slash commands.
# Runs under hypnotoad on ops-web-01.
use Mojolicious::Lite -signatures;
use Digest::SHA qw(hmac_sha256_hex);
use Mojo::Util qw(secure_compare);

my $telecall_secret = $ENV{TELECALL_WEBHOOK_SECRET} // die "TELECALL_WEBHOOK_SECRET missing";
my $slack_secret    = $ENV{SLACK_SIGNING_SECRET}    // die "SLACK_SIGNING_SECRET missing";

post '/hooks/telecall' => sub ($c) {
    my $raw = $c->req->body;
    my $sig = $c->req->headers->header('X-Telecall-Signature') // '';
    my $expected = hmac_sha256_hex($raw, $telecall_secret);

    return $c->render(status => 401, text => 'bad signature')
        unless secure_compare($expected, $sig);

    my $event = $c->req->json;
    app->log->info("telecall event $event->{event} for list $event->{listId}");
    $c->minion->enqueue(telecall_event => [$event]);
    $c->render(json => { ok => \1 });
};

post '/slack/commands' => sub ($c) {
    my $ts   = $c->req->headers->header('X-Slack-Request-Timestamp') // 0;
    my $sig  = $c->req->headers->header('X-Slack-Signature') // '';
    my $base = "v0:$ts:" . $c->req->body;
    my $mine = 'v0=' . hmac_sha256_hex($base, $slack_secret);

    return $c->render(status => 401, text => 'nope') unless secure_compare($mine, $sig);
    return $c->render(status => 400, text => 'stale') if abs(time - $ts) > 300;

    $c->render(json => { response_type => 'ephemeral', text => 'Queued.' });
};

get '/healthz' => { text => 'ok' };

app->start;
