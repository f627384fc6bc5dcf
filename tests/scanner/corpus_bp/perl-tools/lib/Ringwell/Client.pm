package Ringwell::Client;
use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::PP qw(encode_json decode_json);
use Ringwell::Constants qw(RW_HOST RW_PATH KEY_HEADER USER_HEADER RETRY_STATUSES);
use Ringwell::Error;

sub new {
    my ($class, %args) = @_;
    my $self = bless {
        key     => $args{key} || $ENV{RINGWELL_API_KEY},
        user_id => $args{user_id} || $ENV{RINGWELL_ACTING_USER_ID},
        ua      => LWP::UserAgent->new(timeout => 30, agent => 'halcyon-perl-tools/2.3'),
    }, $class;
    return $self;
}

sub _req {
    my ($self, $method, $path, $payload) = @_;
    my $req = HTTP::Request->new($method => RW_HOST . RW_PATH . $path);
    $req->header(KEY_HEADER,  $self->{key});
    $req->header(USER_HEADER, $self->{user_id});
    if ($payload) {
        $req->header('Content-Type' => 'application/json');
        $req->content(encode_json($payload));
    }
    my %retry = map { $_ => 1 } @{ RETRY_STATUSES() };
    for my $attempt (1 .. 4) {
        my $res = $self->{ua}->request($req);
        return $res->content ? decode_json($res->content) : {} if $res->is_success;
        die Ringwell::Error->from_response($res) unless $retry{ $res->code } && $attempt < 4;
        sleep 2 ** $attempt;
    }
}

sub lists        { $_[0]->_req(GET => '/contact-lists') }
sub create_list  { $_[0]->_req(POST => '/contact-lists', { name => $_[1] }) }
sub delete_list  { $_[0]->_req(DELETE => "/contact-lists/$_[1]") }
sub add_contacts {
    my ($self, $list_id, @phones) = @_;
    return $self->_req(POST => "/contact-lists/$list_id/contacts", { contacts => [ map { { phone => $_ } } @phones ] });
}
sub remove_phone {
    my ($self, $list_id, $phone) = @_;
    return $self->_req(DELETE => "/contact-lists/$list_id/contacts/$phone");
}

1;
