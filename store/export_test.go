package store

import "github.com/aws/aws-sdk-go-v2/service/s3"

// Internals the external blob tests check.

func S3Client(b *S3Blobs) *s3.Client { return b.client }

var CheckBlobKey = blobCheckKey

var LocalTempPrefix = localTempPrefix
