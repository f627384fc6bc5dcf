package Acme::Calling::Client;

# Calling Service client for the billing back-office.
# The v1 API is what this module was written against; v2 migration is in
# Acme::Calling::V2 (not finished yet).

use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::PP qw(encode_json decode_json);
use URI::Escape qw(uri_escape);
use Carp qw(croak);
use Digest::SHA qw(hmac_sha256_hex);

our $BASE_URL   = $ENV{CALLING_BASE_URL} || 'https://api.callservice.example.com/api/public/v1';
our $SHARED_KEY = 'b71e0c94f2a85d36e1c7f09a4b2d68e3c5a17f90';
my  $SES_BASE   = 'https://email.eu-west-1.amazonaws.com/v2/email/contact-lists';

sub new {
    my ($class, %args) = @_;
    my $ua = LWP::UserAgent->new(timeout => 15, agent => 'acme-billing/3.2');
    $ua->default_header('Authorization' => 'Bearer ' . ($args{api_key} || $SHARED_KEY));
    return bless { ua => $ua, %args }, $class;
}

sub remove_contact_by_phone {
    my ($self, $list_id, $phone) = @_;
    my $url = sprintf('%s/contact-lists/%d/contacts?phone=%s',
                      $BASE_URL, $list_id, uri_escape($phone));
    my $res = $self->{ua}->request(HTTP::Request->new(DELETE => $url));
    return 1 if $res->is_success;

    if ($res->code == 502) {
        # identity provider hiccup, caller retries
        return;
    }
    croak "calling: " . $res->status_line;
}

# Legacy outbound webhook (old subscription, legacy payload). Called from the
# Mojolicious controller with the raw body.
sub verify_webhook {
    my ($self, $c) = @_;
    my $sent = $c->req->headers->header('X-Dialer-Signature') // '';
    my $calc = hmac_sha256_hex($c->req->body, $self->{webhook_secret});
    return length($sent) == length($calc) && $sent eq $calc;
}

# Our GitHub deploy hook uses GitHub's own signature header.
sub verify_github {
    my ($self, $c) = @_;
    my $sent = $c->req->headers->header('X-Hub-Signature-256') // '';
    return $sent eq 'sha256=' . hmac_sha256_hex($c->req->body, $self->{github_secret});
}

# AWS SES contact lists (newsletter), signed elsewhere; not the calling API.
sub ses_list_url {
    my ($self, $name) = @_;
    return "$SES_BASE/" . uri_escape($name);
}

1;
