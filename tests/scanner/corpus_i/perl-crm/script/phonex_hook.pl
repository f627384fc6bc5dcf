#!/usr/bin/env perl
# Mojolicious::Lite receiver for Phonex legacy webhooks.
use Mojolicious::Lite -signatures;
use Digest::SHA qw(hmac_sha256_hex);

my $secret = $ENV{PHONEX_HOOK_SECRET} // '';

post '/hooks/phonex' => sub ($c) {
    my $sig = $c->req->headers->header('X-Phonex-Signature') // '';
    my $calc = hmac_sha256_hex($c->req->body, $secret);
    return $c->render(status => 401, text => 'nope') unless $sig eq $calc;
    app->minion->enqueue(phonex_event => [$c->req->json]);
    $c->render(status => 204, text => '');
};

post '/hooks/twilio' => sub ($c) {
    # Twilio signs with X-Twilio-Signature (HMAC-SHA1 over URL+params); handled by the SDK
    return $c->render(status => 403, text => '') unless twilio_valid($c);
    $c->render(text => '<Response/>', format => 'xml');
};

app->start;
