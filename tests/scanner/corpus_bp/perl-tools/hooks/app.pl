#!/usr/bin/env perl
use Mojolicious::Lite -signatures;
use Digest::SHA qw(hmac_sha256_hex);
use Mojo::Util qw(secure_compare);

my $rw_secret     = $ENV{RINGWELL_SIGNING_SECRET} or die "RINGWELL_SIGNING_SECRET not set";
my $github_secret = $ENV{GITHUB_WEBHOOK_SECRET};

post '/hooks/ringwell' => sub ($c) {
    my $sig = $c->req->headers->header('X-Ringwell-Signature') // '';
    my $expected = hmac_sha256_hex($c->req->body, $rw_secret);
    return $c->render(json => { error => 'bad signature' }, status => 401)
        unless secure_compare($sig, $expected);
    my $event = $c->req->json;
    app->log->info("ringwell event $event->{type} for call $event->{call_id}");
    $c->rendered(204);
};

post '/hooks/github' => sub ($c) {
    my $sig = $c->req->headers->header('X-Hub-Signature-256') // '';
    my $expected = 'sha256=' . hmac_sha256_hex($c->req->body, $github_secret);
    return $c->render(json => { error => 'bad signature' }, status => 401)
        unless secure_compare($sig, $expected);
    system('/opt/halcyon/bin/deploy-perl-tools.sh') if ($c->req->json->{ref} // '') eq 'refs/heads/master';
    $c->rendered(204);
};

get '/health' => { json => { ok => 1 } };

app->start;
