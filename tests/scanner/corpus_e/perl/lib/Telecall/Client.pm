package Telecall::Client;

# Client for the Telecall calling service, used by the nightly
# campaign loader (bin/load_campaigns.pl) and the ops console.

use strict;
use warnings;

use LWP::UserAgent;
use HTTP::Request;
use JSON::MaybeXS qw(encode_json decode_json);
use Carp qw(croak);

our $VERSION = '1.14';

my $DEFAULT_BASE = 'https://telecall.ops.granitebank.co.uk/api/public/v1';
my $SHARED_KEY   = 'tc_7Gh2Kp9Xw4Lq8Zr3Vn6Bm1Jd5Sf0Ta';

sub new {
    my ($class, %args) = @_;
    my $self = bless {
        base    => $args{base}    || $ENV{TELECALL_BASE} || $DEFAULT_BASE,
        api_key => $args{api_key} || $ENV{TELECALL_KEY}  || $SHARED_KEY,
        user    => $args{user}    or croak 'user (login email) required',
        ua      => LWP::UserAgent->new(timeout => 30, agent => "granite-loader/$VERSION"),
    }, $class;
    return $self;
}

sub _request {
    my ($self, $method, $path, $payload) = @_;

    my $req = HTTP::Request->new($method => $self->{base} . $path);
    $req->header('X-API-Key'    => $self->{api_key});
    $req->header('X-User-Email' => $self->{user});
    $req->header('Content-Type' => 'application/json');
    $req->content(encode_json($payload)) if $payload;

    my $res  = $self->{ua}->request($req);
    my $data = eval { decode_json($res->decoded_content) } || {};

    return $data if $res->is_success;

    if ($res->code == 404 && ($data->{error} // '') eq 'user not found') {
        croak "Telecall does not know $self->{user}; ask the dialer admins to provision the account";
    }
    if ($res->code == 503) {
        # Telecall public API switched off on their side - skip, do not page anyone
        warn "Telecall API disabled, skipping $method $path\n";
        return;
    }
    croak sprintf('Telecall %s %s failed (%d): %s', $method, $path, $res->code, $data->{error} // $res->status_line);
}

sub lists          { $_[0]->_request(GET  => '/contact-lists') }
sub list           { $_[0]->_request(GET  => "/contact-lists/$_[1]") }
sub create_list    { my ($s, %l) = @_; $s->_request(POST => '/contact-lists', \%l) }
sub add_by_phone   { my ($s, $id, @phones) = @_; $s->_request(POST => "/contact-lists/$id/contacts", { phones => \@phones }) }

1;
