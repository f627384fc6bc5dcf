package Pellworth::Callgrove;

# Minimal client for the Callgrove dialer API, used by the ops scripts in bin/.

use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON qw(encode_json decode_json);
use URI::Escape qw(uri_escape);
use Carp qw(croak);

our $VERSION = '0.7';

my $DEFAULT_BASE = 'https://api.callgrove.com/api/public/v1';

sub new {
    my ($class, %args) = @_;
    my $self = bless {
        base_url    => $args{base_url} || $ENV{CALLGROVE_BASE_URL} || $DEFAULT_BASE,
        api_key     => $args{api_key}  || $ENV{CALLGROVE_API_KEY} || croak('api_key required'),
        acting_user => $args{acting_user} || $ENV{CALLGROVE_ACTING_USER},
        max_retries => $args{max_retries} // 3,
    }, $class;

    my $ua = LWP::UserAgent->new(timeout => 30, agent => "pellworth-ops/$VERSION");
    $ua->default_header('X-Api-Key' => $self->{api_key});
    $ua->default_header('X-User-Email' => $self->{acting_user}) if $self->{acting_user};
    $ua->default_header('Content-Type' => 'application/json');
    $self->{ua} = $ua;
    return $self;
}

sub _call {
    my ($self, $method, $path, $data) = @_;
    my $req = HTTP::Request->new($method => $self->{base_url} . $path);
    $req->content(encode_json($data)) if defined $data;

    my $res;
    for my $try (1 .. $self->{max_retries}) {
        $res = $self->{ua}->request($req);
        last unless $res->code == 502 || $res->code == 429;
        sleep(2 ** $try);
    }

    return $res->content ? decode_json($res->content) : {} if $res->is_success;

    my $err = eval { decode_json($res->decoded_content) } || {};
    my $msg = $err->{error} || $res->status_line;
    for my $d (@{ $err->{details} || [] }) {
        $msg .= " ($d->{path}: $d->{message})";
    }
    if ($res->code == 503) {
        croak "Callgrove API is disabled on their side: $msg";
    }
    croak sprintf('%s %s -> %d %s', $method, $path, $res->code, $msg);
}

sub lists         { $_[0]->_call(GET  => '/contact-lists') }
sub list          { $_[0]->_call(GET  => '/contact-lists/' . uri_escape($_[1])) }
sub add_contacts  {
    my ($self, $list_id, @phones) = @_;
    return $self->_call(POST => "/contact-lists/$list_id/contacts", { contacts => [ map { { phone => $_ } } @phones ] });
}
sub remove_contact {
    my ($self, $list_id, $phone) = @_;
    return $self->_call(DELETE => "/contact-lists/$list_id/contacts/" . uri_escape($phone));
}

1;
