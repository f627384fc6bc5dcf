package Brightline::Ringwell;

# Minimal Ringwell dialer client for the maintenance scripts.
# Usage:
#   my $rw = Brightline::Ringwell->new(acting_as => 'ops-robot@brightlinehome.com');
#   for my $l (@{ $rw->lists }) { ... }

use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::PP qw(decode_json encode_json);
use URI::Escape qw(uri_escape);
use Carp qw(croak);

our $VERSION = '0.9';
our $BASE = $ENV{RINGWELL_BASE} || 'https://api.ringwell.io/api/public/v1';

sub new {
    my ($class, %args) = @_;
    my $key = $ENV{RINGWELL_API_KEY} or croak "RINGWELL_API_KEY not set";
    my $ua = LWP::UserAgent->new(timeout => 30, agent => "bl-ops/$VERSION");
    $ua->default_header('X-Api-Key' => $key);
    $ua->default_header('X-User-Email' => $args{acting_as} || 'ops-robot@brightlinehome.com');
    $ua->default_header('Accept' => 'application/json');
    return bless { ua => $ua, tries => $args{tries} || 4 }, $class;
}

sub lists {
    my ($self) = @_;
    my $res = $self->_req(GET => '/contact-lists?per_page=500');
    return $res->{contact_lists};
}

sub get_list {
    my ($self, $id) = @_;
    return $self->_req(GET => "/contact-lists/$id");
}

sub create_list {
    my ($self, $name) = @_;
    return $self->_req(POST => '/contact-lists', { name => $name });
}

sub remove_contact {
    my ($self, $list_id, $phone) = @_;
    return $self->_req(DELETE => "/contact-lists/$list_id/contacts/" . uri_escape($phone));
}

sub _req {
    my ($self, $method, $path, $body) = @_;
    my $attempt = 0;
    while (1) {
        $attempt++;
        my $req = HTTP::Request->new($method => $BASE . $path);
        if ($body) {
            $req->header('Content-Type' => 'application/json');
            $req->content(encode_json($body));
        }
        my $res = $self->{ua}->request($req);
        if ($res->is_success) {
            return $res->code == 204 ? {} : decode_json($res->decoded_content);
        }
        if ($res->code == 502 && $attempt < $self->{tries}) {
            # IdP behind Ringwell flaked, back off and retry
            sleep 2 ** $attempt;
            next;
        }
        die "Ringwell API disabled on their side\n" if $res->code == 503;
        my $err = eval { decode_json($res->decoded_content) } || {};
        my $msg = defined $err->{error} && !ref $err->{error} ? $err->{error} : $res->status_line;
        die sprintf("Ringwell %s %s failed: %d %s\n", $method, $path, $res->code, $msg);
    }
}

1;
