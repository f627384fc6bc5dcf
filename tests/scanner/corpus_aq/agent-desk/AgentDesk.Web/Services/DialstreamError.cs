using System;
using System.Collections.Generic;
using System.Runtime.Serialization;

namespace AgentDesk.Web.Services
{
    [DataContract]
    public class DialstreamError
    {
        [DataMember(Name = "error")]
        public string Error { get; set; }

        [DataMember(Name = "details")]
        public List<DialstreamErrorDetail> Details { get; set; }
    }

    [DataContract]
    public class DialstreamErrorDetail
    {
        [DataMember(Name = "path")]
        public string Path { get; set; }

        [DataMember(Name = "message")]
        public string Message { get; set; }
    }

    [Serializable]
    public class DialstreamException : Exception
    {
        public int StatusCode { get; private set; }
        public DialstreamError Body { get; private set; }

        public DialstreamException(int statusCode, DialstreamError body)
            : base(body != null ? body.Error : "Dialstream HTTP " + statusCode)
        {
            StatusCode = statusCode;
            Body = body;
        }

        public bool IsUserNotFound
        {
            get { return StatusCode == 404 && Body != null && Body.Error == "user not found"; }
        }

        public bool IsApiDisabled
        {
            get { return StatusCode == 503; }
        }
    }
}
