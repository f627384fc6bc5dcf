package Halberd::Dialstream;
# LWP client for the Dialstream dialer. Used by bin/sync_dnc_lists.pl.
use strict;
use warnings;
use LWP::UserAgent;
use HTTP::Request;
use JSON::PP qw(encode_json decode_json);

sub new {
    my ($class, %args) = @_;
    my $ua = LWP::UserAgent->new(timeout => 30, agent => 'halberd-ops/1.4');
    $ua->default_header('x-api-key' => $args{api_key});
    $ua->default_header('x-user-email' => $args{bot_user});
    return bless { ua => $ua, base => $args{base_url} }, $class;
}

sub lists {
    my ($self) = @_;
    return $self->_call(GET => '/contact-lists?limit=200');
}

sub append {
    my ($self, $list_id, @phones) = @_;
    return $self->_call(POST => "/contact-lists/$list_id/contacts",
        { contacts => [ map { { phone => $_ } } @phones ] });
}

sub _call {
    my ($self, $method, $path, $body) = @_;
    my $req = HTTP::Request->new($method => $self->{base} . $path);
    $req->header('Content-Type' => 'application/json');
    $req->content(encode_json($body)) if $body;

    for my $try (1 .. 4) {
        my $res = $self->{ua}->request($req);
        my $data = eval { decode_json($res->decoded_content || '{}') } || {};
        return $data if $res->is_success;

        if ($res->code == 502 && $try < 4) {
            warn "dialstream: identity provider unreachable, retry $try\n";
            sleep 5 * $try;
            next;
        }
        my $msg = $data->{error} || $res->status_line;
        if (ref $data->{details} eq 'ARRAY') {
            $msg .= join '', map { "\n  $_->{path}: $_->{message}" } @{ $data->{details} };
        }
        die "dialstream $method $path failed (" . $res->code . "): $msg\n";
    }
}

1;
