package Korvath::DialBridge;

# DialBridge contact-list client for the nightly batch jobs.
# $Id: DialBridge.pm 18211 2016-03-02 11:04:55Z hkoenig $

use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::XS;
use Carp qw(croak);

my $JSON = JSON::XS->new->utf8;

sub new {
    my ($class, %args) = @_;
    my $self = bless {
        base_url   => $args{base_url} || 'https://api.dialbridge.com/api/public/v1',
        api_key    => $args{api_key} or croak "api_key required",
        user_email => $args{user_email} || 'batch@korvath-logistics.com',
        ua         => LWP::UserAgent->new(timeout => 30, agent => 'korvath-batch/2.3'),
    }, $class;
    return $self;
}

sub get_lists {
    my ($self) = @_;
    return $self->_call(GET => '/contact-lists');
}

sub append_contacts {
    my ($self, $list_id, $contacts) = @_;
    return $self->_call(POST => "/contact-lists/$list_id/contacts", { contacts => $contacts });
}

sub remove_phone {
    my ($self, $list_id, $phone) = @_;
    $phone =~ s/\+/%2B/g;
    return $self->_call(DELETE => "/contact-lists/$list_id/contacts/$phone");
}

sub _call {
    my ($self, $method, $path, $payload) = @_;
    my $req = HTTP::Request->new($method => $self->{base_url} . $path);
    $req->header('x-api-key'    => $self->{api_key});
    $req->header('x-user-email' => $self->{user_email});
    $req->header('Accept'       => 'application/json');
    if ($payload) {
        $req->content_type('application/json');
        $req->content($JSON->encode($payload));
    }

    my $res;
    for my $try (1 .. 4) {
        $res = $self->{ua}->request($req);
        last unless $res->code == 502 || $res->code == 429;
        sleep 10 * $try;
    }

    return $res->content ? $JSON->decode($res->content) : {} if $res->is_success;

    my $err = eval { $JSON->decode($res->content) } || {};
    my $msg = $err->{error} || $res->status_line;
    if ($res->code == 503) {
        die "DIALBRIDGE_DISABLED: $msg\n";
    }
    die "DialBridge $method $path failed: " . $res->code . " $msg\n";
}

1;
