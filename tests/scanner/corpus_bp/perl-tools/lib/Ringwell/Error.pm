package Ringwell::Error;
use strict;
use warnings;
use JSON::PP qw(decode_json);

sub from_response {
    my ($class, $res) = @_;
    my $body = eval { decode_json($res->decoded_content) } || {};
    my $self = bless {
        status  => $res->code,
        message => $body->{error} // $res->status_line,
        details => $body->{details} || [],
    }, $class;
    return $self;
}

sub is_unknown_user {
    my $self = shift;
    return $self->{status} == 404 && $self->{message} =~ /user not found/i;
}

sub is_idp_down { $_[0]{status} == 502 }

sub api_disabled { $_[0]{status} == 503 }

sub as_string {
    my $self = shift;
    my $s = "Ringwell $self->{status}: $self->{message}";
    $s .= "\n  - $_->{path}: $_->{message}" for @{ $self->{details} };
    return $s;
}

1;
