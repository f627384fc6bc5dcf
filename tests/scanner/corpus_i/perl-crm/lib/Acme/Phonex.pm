package Acme::Phonex;
# Client for Phonex, the hosted dialer behind "Click to call" in the CRM.
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP qw(decode_json encode_json);
use Acme::Phonex::Constants qw(:all);

sub new {
    my ($class, %args) = @_;
    my $self = bless { ua => LWP::UserAgent->new(timeout => 15), %args }, $class;
    $self->{key} //= $ENV{PHONEX_KEY} // PHONEX_FALLBACK_KEY;
    return $self;
}

sub _request {
    my ($self, $method, $path, $body) = @_;
    my $req = HTTP::Request->new($method => PHONEX_URL . $path);
    $req->header(PHONEX_KEY_HEADER, $self->{key});
    $req->header('X-User-Email' => $self->{user});
    $req->content(encode_json($body)) if $body;
    my $res = $self->{ua}->request($req);
    my $data = eval { decode_json($res->decoded_content) } || {};
    if ($res->code == 503) {
        die "Phonex API has been switched off by the vendor\n";
    }
    unless ($res->is_success) {
        die "Phonex: $data->{error}\n";
    }
    return $data;
}

sub lists        { $_[0]->_request(GET => '/contact-lists') }

1;
