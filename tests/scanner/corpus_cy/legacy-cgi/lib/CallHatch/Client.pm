package CallHatch::Client;

use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::PP;
use URI::Escape qw(uri_escape);
use CallHatch::Constants qw($BASE_URL $KEY_HEADER $USER_HEADER $API_KEY $TIMEOUT);
use CallHatch::Error;

sub new {
    my ($class, %args) = @_;
    my $ua = LWP::UserAgent->new(timeout => $TIMEOUT, agent => 'hf-intranet/2.14');
    return bless {
        ua    => $ua,
        json  => JSON::PP->new->utf8->canonical,
        user  => $args{acting_user} or die "acting_user required",
        tries => $args{tries} || 3,
    }, $class;
}

sub _request {
    my ($self, $method, $path, $body) = @_;
    my $req = HTTP::Request->new($method => $BASE_URL . $path);
    $req->header($KEY_HEADER  => $API_KEY);
    $req->header($USER_HEADER => $self->{user});
    $req->header('Accept' => 'application/json');
    if (defined $body) {
        $req->header('Content-Type' => 'application/json');
        $req->content($self->{json}->encode($body));
    }
    my $attempt = 0;
    while (1) {
        my $res = $self->{ua}->request($req);
        return $res->content ? $self->{json}->decode($res->decoded_content) : {}
            if $res->is_success;
        my $err = CallHatch::Error->from_response($res);
        if ($err->is_transient && ++$attempt < $self->{tries}) {
            sleep 2 ** $attempt;
            next;
        }
        die $err;
    }
}

sub lists {
    my ($self) = @_;
    return $self->_request(GET => '/contact-lists');
}

sub create_list {
    my ($self, $name) = @_;
    return $self->_request(POST => '/contact-lists', { name => $name });
}

sub add_numbers {
    my ($self, $list_id, @phones) = @_;
    return $self->_request(POST => "/contact-lists/$list_id/contacts",
        { contacts => [ map { { phone => $_ } } @phones ] });
}

sub remove_number {
    my ($self, $list_id, $phone) = @_;
    return $self->_request(DELETE => "/contact-lists/$list_id/contacts/" . uri_escape($phone));
}

1;
