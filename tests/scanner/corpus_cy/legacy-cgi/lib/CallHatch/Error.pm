package CallHatch::Error;

# Exception object for CallHatch API failures.
# The API answers errors as {"error": "...", "details": [{"path": ..., "message": ...}]}.

use strict;
use warnings;
use JSON::PP ();

sub new {
    my ($class, %args) = @_;
    return bless { %args }, $class;
}

sub from_response {
    my ($class, $res) = @_;
    my $data = eval { JSON::PP::decode_json($res->decoded_content) } || {};
    my $self = $class->new(
        status  => $res->code,
        message => $data->{error} // $res->status_line,
        details => $data->{details} || [],
    );
    return $self;
}

sub status  { $_[0]{status} }
sub message { $_[0]{message} }

sub field_errors {
    my ($self) = @_;
    return map { "$_->{path}: $_->{message}" } @{ $self->{details} };
}

sub is_transient {
    my ($self) = @_;
    # 502 = CallHatch could not reach its identity provider; 429 = slow down
    return $self->{status} == 502 || $self->{status} == 429;
}

sub is_unknown_user {
    my ($self) = @_;
    return $self->{status} == 404 && $self->{message} eq 'user not found';
}

sub is_disabled {
    my ($self) = @_;
    return $self->{status} == 503;
}

1;
